/// The commands that build a screen, fire keyboard events and show the
/// result, in the order `:help` lists them.
enum SceneCommands {
    static var all: [Command] {
        DeviceCommands.all
            + [BuildCommands.add, PinCommand.pin, BuildCommands.content, BuildCommands.remove,
               BuildCommands.scene, BuildCommands.clear, StrategyCommand.strategy]
            + ContainerCommands.all + [PresentationCommand.present]
            + EventCommands.all + InputViewCommands.all
            + OutputCommands.all.filter { $0.name != "code" } + [ExpectCommand.expect, PredictCommand.predict, OutputCommands.code, Audit.command]
            + OutputSettingCommands.all
    }
}
