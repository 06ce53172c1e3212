/// The commands that build a screen, fire keyboard events and show the result.
/// (Placeholder: the scene commands are registered here.)
enum SceneCommands {
    static var all: [Command] { [] }
}
