import Testing
@testable import KeyLab

@Suite("help is generated from the command registry")
struct HelpTests {
    @Test("`:help` lists every registered command with its usage and summary")
    func overviewListsEveryCommand() {
        // Wide enough that no summary wraps (TerminalWidthTests covers narrow terminals).
        let session = Session(environment: SessionEnvironment(width: 1000))
        let reply = session.handle(":help")
        #expect(!reply.failed)
        for command in session.registry.commands {
            #expect(reply.output.contains(command.usage), "missing \(command.usage)")
            #expect(reply.output.contains(command.summary), "missing summary of :\(command.name)")
        }
        #expect(reply.output.contains(":quit"))
    }

    @Test("`:help NAME` shows usage, summary and example for every command", arguments: Session().registry.commands.map(\.name))
    func detailForEveryCommand(name: String) throws {
        let session = Session(environment: SessionEnvironment(width: 1000))
        let command = try #require(session.registry.command(named: name))
        for spelling in [name, ":" + name] {
            let reply = session.handle(":help \(spelling)")
            #expect(!reply.failed)
            #expect(reply.output.contains("usage: \(command.usage)"))
            #expect(reply.output.contains(command.summary))
            #expect(reply.output.contains("example:"))
            #expect(reply.output.contains(command.example.split(separator: "\n").first.map(String.init) ?? ""))
        }
    }

    @Test("every command has a summary, a usage starting with its name and an example")
    func registryEntriesAreComplete() {
        for command in Session().registry.commands {
            #expect(!command.summary.isEmpty, ":\(command.name) has no summary")
            #expect(command.usage.hasPrefix(":" + command.name), ":\(command.name) usage is \(command.usage)")
            #expect(!command.example.isEmpty, ":\(command.name) has no example")
        }
    }

    @Test("`:help` of an unknown command suggests the closest one")
    func helpOfUnknownCommand() {
        let reply = Session().handle(":help qit")
        #expect(reply.failed)
        #expect(reply.output.contains("error: no command ':qit'"))
        #expect(reply.output.contains("did you mean ':quit'?"))
    }

    @Test("help lines up in columns")
    func overviewAligns() {
        let lines = Session().handle(":help").output.split(separator: "\n").map(String.init)
        func column(of summary: String) -> Int? {
            guard let line = lines.first(where: { $0.contains(summary) }),
                  let range = line.range(of: summary) else { return nil }
            return String(line[..<range.lowerBound]).displayWidth
        }
        let help = column(of: "list commands")
        #expect(help != nil)
        #expect(help == column(of: "leave (Ctrl-D too)"))
    }

    @Test("the command list fits an 80-column terminal")
    func overviewFits80Columns() {
        for line in Session().handle(":help").output.split(separator: "\n") {
            #expect(String(line).displayWidth <= 80, "too wide: \(line)")
        }
    }
}
