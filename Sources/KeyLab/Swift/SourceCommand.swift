import SimUIKit

/// `:source NAME`: the Swift declaration of a type keylab's UIKit prelude
/// brings in, so a learner can read what `import UIKit` gave them.
enum SourceCommand {
    static var command: Command {
        Command(
            name: "source", group: .swift,
            summary: "show keylab's Swift source of a UIKit type",
            usage: ":source NAME",
            example: ":source CGRect",
            details: "Prints keylab's own Swift source for a type that `import UIKit`, `import Foundation` or `import CoreGraphics` brings in: "
                + "its properties, initializers and methods, with the rules they follow. Known names: "
                + UIKitPrelude.declaredNames.joined(separator: ", ") + ".",
            complete: { _, index, _ in index == 0 ? UIKitPrelude.declaredNames : [] },
            run: { session, invocation in
                let failure = UsageFailure(usage: ":source NAME")
                guard invocation.arguments.count == 1, let name = invocation.arguments.first else {
                    return failure.problem(session.messages.swiftc(.sourceNameOneType))
                }
                guard let file = UIKitPrelude.file(declaring: name) else {
                    var message = session.messages.swiftc(.sourceNoType, ["name": Suggestions.echo(name)])
                    if let hint = Suggestions.didYouMean(name, in: UIKitPrelude.declaredNames) { message += "\n" + hint }
                    return .failure(message + "\n" + session.messages.swiftc(.sourceKnownNames, ["names": UIKitPrelude.declaredNames.joined(separator: ", ")]))
                }
                let highlighter = SwiftHighlighter(style: session.style)
                let header = "// import \(file.module): keylab's \(file.module)/\(file.name).swift"
                let lines = [session.style.dim(header)] + file.text.trimmingWhitespace.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { highlighter.highlight(String($0)) }
                return Reply(output: lines.joined(separator: "\n").terminatedByNewline)
            }
        )
    }
}
