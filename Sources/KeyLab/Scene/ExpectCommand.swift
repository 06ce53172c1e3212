import KeyboardSim

/// `:expect PATH OP NUMBER`: checks a number in the state.
enum ExpectCommand {
    /// Points within which `==` holds (and `!=` fails): frames are whole or
    /// half points, so 0.5 absorbs rounding without hiding a real difference.
    static let tolerance = 0.5
    static let operators = ["==", "!=", "<", "<=", ">", ">="]

    static var expect: Command {
        let fail = UsageFailure(usage: ":expect PATH OP NUMBER")
        return Command(
            name: "expect", group: .output,
            summary: "check a number: prints ok or what it found",
            usage: fail.usage,
            example: ":add textfield nickname 20 480 335 44\n:expect nickname.covered == 0",
            details: "PATH: NAME.x, NAME.y, NAME.width, NAME.height (frame in the parent), NAME.screenY (on screen), "
                + "NAME.covered (points under the keyboard), NAME.offsetY and NAME.insetBottom (scroll views), "
                + "keyboard.y, keyboard.height, keyboard.endHeight, keyboard.beginFrame.y (and .x/.width/.height; endFrame too), "
                + "keyboardGuide.y, keyboard.gap.x/width (between the split halves), keyboard.assistant.x/y/width/height "
                + "(the minimized assistant toolbar; 0 when absent).\nOP: == != < <= > >=. ==, !=, <= and >= allow 0.5 pt.\nIn `keylab run` a failed expectation makes the exit status 1.",
            complete: { session, index, _ in
                switch index {
                case 0: return session.scene.simulation.expectPaths
                case 1: return operators
                default: return []
                }
            },
            run: { session, invocation in run(session, invocation.arguments) }
        )
    }

    private static func run(_ session: Session, _ words: [String]) -> Reply {
        let fail = UsageFailure(usage: expect.usage)
        guard words.count == 3 else {
            let missing = ["PATH", "OP", "NUMBER"]
            return fail.problem(words.count < 3 ? Messages.current.missing(missing[words.count...].joined(separator: " "))
                                                     : Messages.current.eventError(.tooManyAfterNumber, ["words": words[3...].joined(separator: " ")]))
        }
        let path = words[0], op = words[1]
        guard operators.contains(op) else {
            return fail.problem(Messages.current.eventError(.unknownOperator, ["op": op, "operators": operators.joined(separator: " ")]))
        }
        let expected: Double
        do throws(ArgumentProblem) {
            expected = try SceneArguments.number(words[2], what: "NUMBER")
        } catch {
            return fail.reply(error)
        }
        let found: Double
        switch session.scene.simulation.value(atPath: path) {
        case .success(let value): found = value
        case .failure(let error): return fail.reply(error)
        }
        if holds(found, op, expected) { return .text("ok") }
        return .failure(session.messages.expectMismatch(path: path, op: op, expected: formatNumber(expected), found: formatNumber(found)))
    }

    /// Whether `found OP expected` holds (`==` / `!=` within the tolerance,
    /// `<=` / `>=` allowing it, `<` / `>` strict).
    static func holds(_ found: Double, _ op: String, _ expected: Double) -> Bool {
        switch op {
        case "==": return abs(found - expected) <= tolerance
        case "!=": return abs(found - expected) > tolerance
        case "<": return found < expected
        case "<=": return found <= expected + tolerance
        case ">": return found > expected
        case ">=": return found >= expected - tolerance
        default: return false
        }
    }
}
