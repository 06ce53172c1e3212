import KeyboardSim

/// A learner's guess of a value before the event that changes it
/// (`:predict view.y -258`), and, once revealed, the value it was.
public struct Prediction: Sendable, Equatable {
    /// The `:expect` path: `view.y`, `email.covered`, `keyboard.height`.
    public var path: String
    public var guess: Double
    /// The real value after the next event (nil until revealed).
    public var actual: Double?

    /// The guess was right within `:expect`'s tolerance.
    public var isRight: Bool { actual.map { ExpectCommand.holds($0, "==", guess) } ?? false }
}

/// `:predict PATH VALUE`: predict-then-reveal. The guess is kept until the
/// next keyboard event, whose report starts by comparing it with the real
/// value (✓ or ✗, both numbers).
enum PredictCommand {
    static var predict: Command {
        let fail = UsageFailure(usage: ":predict PATH VALUE")
        return Command(
            name: "predict", group: .output,
            summary: "guess a value before the next event; the event's report compares",
            usage: fail.usage,
            example: ":add textfield nickname 20 480 335 44\n:strategy shift-view\n:predict view.y -258\n:focus nickname",
            details: "PATH as in :expect (view.y, NAME.covered, keyboard.y, ...). The guess waits for the next event "
                + "(:focus, :dismiss, :keyboard, :rotate, ...), whose report starts with ✓ or ✗ and both numbers. "
                + ":predict alone lists the guesses still waiting.",
            complete: { session, index, _ in index == 0 ? session.scene.simulation.expectPaths : [] },
            run: { session, invocation in run(session, invocation.arguments) }
        )
    }

    private static func run(_ session: Session, _ words: [String]) -> Reply {
        let fail = UsageFailure(usage: predict.usage)
        let messages = session.messages
        if words.isEmpty {
            let waiting = session.scene.predictions
            if waiting.isEmpty { return .text(messages.noPredictions) }
            return .text(waiting.map { messages.predictionWaiting(path: $0.path, guess: formatNumber($0.guess)) }
                .joined(separator: "\n"))
        }
        guard words.count == 2 else {
            return fail.problem(words.count < 2 ? messages.predictMissingValue : messages.predictTooMany(words[2...].joined(separator: " ")))
        }
        let guess: Double
        do throws(ArgumentProblem) {
            guess = try SceneArguments.number(words[1], what: "VALUE")
        } catch {
            return fail.reply(error)
        }
        if case .failure(let error) = session.scene.simulation.value(atPath: words[0]) {
            return fail.reply(error)
        }
        session.scene.predictions.removeAll { $0.path == words[0] }
        session.scene.predictions.append(Prediction(path: words[0], guess: guess))
        return .text(messages.predictionNoted(path: words[0], guess: formatNumber(guess)))
    }

    /// After an event: every waiting guess compared with the value now, one
    /// line each; the guesses move to `revealed` (for exercise checks).
    static func reveal(in session: Session) -> [String] {
        let style = session.style, messages = session.messages
        var lines: [String] = []
        for var prediction in session.scene.predictions {
            guard case .success(let value) = session.scene.simulation.value(atPath: prediction.path) else {
                lines.append(style.yellow(messages.predictionGone(path: prediction.path)))
                continue
            }
            prediction.actual = value
            session.scene.revealed.append(prediction)
            let guess = formatNumber(prediction.guess), actual = formatNumber(value)
            if prediction.isRight {
                lines.append(style.green(style.check + " " + messages.predictionRight(path: prediction.path, guess: guess)))
            } else {
                lines.append(style.red((style.unicode ? "✗" : "x") + " "
                    + messages.predictionWrong(path: prediction.path, guess: guess, actual: actual)))
            }
        }
        session.scene.predictions.removeAll()
        return lines
    }
}
