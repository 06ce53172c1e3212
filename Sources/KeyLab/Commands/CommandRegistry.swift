/// All commands the session knows, looked up by name.
public struct CommandRegistry {
    public private(set) var commands: [Command]
    private var byName: [String: Int]

    public init(_ commands: [Command]) {
        self.commands = []
        self.byName = [:]
        for command in commands { register(command) }
    }

    /// Adds a command; a later command with the same name replaces the earlier.
    public mutating func register(_ command: Command) {
        if let index = byName[command.name] {
            commands[index] = command
        } else {
            byName[command.name] = commands.count
            commands.append(command)
        }
    }

    /// The command called `name` (without the colon).
    public func command(named name: String) -> Command? {
        byName[name].map { commands[$0] }
    }

    /// Every command name, with its colon, in registration order.
    public var names: [String] { commands.map { ":" + $0.name } }

    /// The standard set: general and Swift commands, the scene commands and
    /// the lesson commands.
    public static var standard: CommandRegistry {
        CommandRegistry(GeneralCommands.all + SwiftCommands.all + SceneCommands.all + LessonCommands.all)
    }
}
