import ArgumentParser

/// Options every keylab subcommand takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Lesson language: en or ko (default: from LANG).", valueName: "lang"))
    var lang: String?

    @Option(name: .long, help: ArgumentHelp("Folder of lessons (default: KEYLAB_LESSONS, then the installed or source-tree lessons).", valueName: "dir"))
    var lessons: String?

    @Flag(name: .long, help: "Never colour the output.")
    var noColor = false

    @Option(name: .long, help: ArgumentHelp("Steps a Swift evaluation may take before it is stopped.", valueName: "n"))
    var maxSteps: Int?

    @Option(name: .long, help: ArgumentHelp("Nested function calls a Swift evaluation may make (default 100000).", valueName: "n"))
    var maxDepth: Int?

    @Option(name: .long, help: ArgumentHelp("Megabytes the values of a Swift evaluation may hold (default 512).", valueName: "mb"))
    var maxMemory: Int?

    mutating func validate() throws {
        if let lang, !["en", "ko"].contains(lang) {
            throw ValidationError("unknown language '\(lang)': use en or ko")
        }
        if let maxSteps, maxSteps <= 0 {
            throw ValidationError("--max-steps must be a positive number")
        }
        if let maxDepth, maxDepth <= 0 {
            throw ValidationError("--max-depth must be a positive number")
        }
        if let maxMemory, maxMemory <= 0 || maxMemory > (1 << 40) {
            throw ValidationError("--max-memory must be a positive number of megabytes")
        }
    }
}
