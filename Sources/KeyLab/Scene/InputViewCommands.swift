import KeyboardSim

/// `:input-view FIELD HEIGHT|off` (a field's custom inputView),
/// `:chat-bar HEIGHT|off` (the view controller's own inputAccessoryView with
/// canBecomeFirstResponder) and `:reload-input-views` (reloadInputViews()).
enum InputViewCommands {
    static var all: [Command] { [inputView, keyboardType, chatBar, reload] }

    static var keyboardType: Command {
        let fail = UsageFailure(usage: ":keyboard-type FIELD TYPE")
        let types = KeyboardType.allCases.map(\.rawValue)
        return Command(
            name: "keyboard-type", group: .scene,
            summary: "a field's keyboardType (number-pad, phone-pad, email, …)",
            usage: fail.usage,
            example: ":add textfield pin 20 480 335 44\n:keyboard-type pin number-pad\n:focus pin",
            details: "TYPE: " + types.joined(separator: ", ") + ".\n"
                + "On an iPhone the number, decimal and phone pads have no predictive bar: keylab\n"
                + "gives them the plain keyboard's height, marked ≈ (216 on an iPhone 8; no log of\n"
                + "the pads' heights was found). Other types and the iPad keep the usual keyboard.",
            complete: { session, index, _ in
                index == 0 ? session.scene.simulation.views.filter { $0.kind.isTextInput }.map(\.name) : index == 1 ? types : []
            },
            run: { session, invocation in
                let words = invocation.arguments
                guard words.count == 2 else {
                    return fail.problem(words.count < 2 ? Messages.current.missing(["FIELD", "TYPE"][words.count...].joined(separator: " "))
                                                        : Messages.current.buildError(.tooManyWords, ["words": invocation.rest]))
                }
                guard let type = KeyboardType(rawValue: words[1]) else {
                    var problem = Messages.current.text(InputViewMessage.unknownKeyboardType, ["word": Suggestions.echo(words[1]), "types": types.joined(separator: ", ")])
                    if let hint = Suggestions.didYouMean(words[1], in: types, language: Messages.current.language) { problem += "; " + hint }
                    return fail.problem(problem)
                }
                var simulation = session.scene.simulation
                do throws(SimError) { try simulation.setKeyboardType(words[0], type) } catch { return fail.reply(error) }
                session.scene.simulation = simulation
                return .text(Messages.current.text(InputViewMessage.keyboardTypeSet, ["name": words[0], "type": type.rawValue]))
            }
        )
    }

    /// A height or `off`.
    static func heightOrOff(_ word: String) throws(ArgumentProblem) -> Double? {
        word == "off" ? nil : try SceneArguments.number(word, what: "HEIGHT")
    }

    static var inputView: Command {
        let fail = UsageFailure(usage: ":input-view FIELD HEIGHT|off")
        return Command(
            name: "input-view", group: .scene,
            summary: "a field's custom inputView, replacing the keyboard",
            usage: fail.usage,
            example: ":add textfield date 20 480 335 44\n:input-view date 300\n:focus date",
            details: "The field's inputView (a picker, a custom keypad) comes up instead of the system\n"
                + "keyboard, and the notifications report its height: 300 at y 367 on an iPhone 8\n"
                + "(on notched phones ≈ the home-indicator strip is added). It shows with a hardware\n"
                + "keyboard too. For the field that is first responder a change waits for\n"
                + ":reload-input-views (reloadInputViews()) or the next focus.",
            complete: { session, index, _ in
                index == 0 ? session.scene.simulation.views.filter { $0.kind.isTextInput }.map(\.name) : index == 1 ? ["off"] : []
            },
            run: { session, invocation in
                let words = invocation.arguments
                guard words.count == 2 else {
                    return fail.problem(words.count < 2 ? Messages.current.missing(["FIELD", "HEIGHT"][words.count...].joined(separator: " "))
                                                        : Messages.current.buildError(.tooManyWords, ["words": invocation.rest]))
                }
                let height: Double?
                do throws(ArgumentProblem) { height = try heightOrOff(words[1]) } catch { return fail.reply(error) }
                var simulation = session.scene.simulation
                let notes: [TraceStep]
                do throws(SimError) { notes = try simulation.setInputView(words[0], height: height) } catch { return fail.reply(error) }
                session.scene.simulation = simulation
                let m = Messages.current
                var lines = [height.map { m.text(InputViewMessage.inputViewSet, ["name": words[0], "height": formatNumber($0)]) }
                             ?? m.text(InputViewMessage.inputViewOff, ["name": words[0]])]
                for case .engineNote(let note) in notes { lines.append(m.engineNote(note)) }
                return .text(lines.joined(separator: "\n"))
            }
        )
    }

    static var chatBar: Command {
        let fail = UsageFailure(usage: ":chat-bar HEIGHT [COMPOSER]|off")
        return Command(
            name: "chat-bar", group: .events,
            summary: "the view controller's own inputAccessoryView (chat composer)",
            usage: fail.usage,
            example: ":add textview composer 8 620 300 34\n:chat-bar 50 composer\n:focus composer\n:dismiss",
            details: "A view controller whose canBecomeFirstResponder is true and whose\n"
                + "inputAccessoryView is a bar HEIGHT high: while nothing edits, the controller is\n"
                + "first responder and the bar sits at the bottom, posted as a keyboard of its own\n"
                + "height (50 at y 617 on an iPhone 8). COMPOSER, the text view inside the bar,\n"
                + "brings the keyboard up under the bar (258 + 50 = 308); any other field brings its\n"
                + "own accessory or none. When a field resigns, WillHide ends at the bar, which\n"
                + "stays; after :drag-dismiss interactive too (duration 0, the bar above the home\n"
                + "indicator). A rotation brings the bar back in the new frames. off removes the\n"
                + "bar (the hide sequence).",
            complete: { session, index, _ in
                index == 0 ? ["off"] : index == 1 ? session.scene.simulation.views.filter { $0.kind.isTextInput }.map(\.name) : []
            },
            run: { session, invocation in
                let words = invocation.arguments
                guard words.count == 1 || (words.count == 2 && words[0] != "off") else {
                    return fail.problem(words.isEmpty ? Messages.current.missing("HEIGHT")
                                                      : Messages.current.buildError(.tooManyWords, ["words": invocation.rest]))
                }
                let height: Double?
                do throws(ArgumentProblem) { height = try heightOrOff(words[0]) } catch { return fail.reply(error) }
                return EventCommands.fire(.controllerAccessory(height, composer: words.count == 2 ? words[1] : nil), session, fail)
            }
        )
    }

    static var reload: Command {
        let fail = UsageFailure(usage: ":reload-input-views")
        return Command(
            name: "reload-input-views", group: .events,
            summary: "reloadInputViews() on the first responder",
            usage: fail.usage,
            example: ":add textfield date 20 480 335 44\n:focus date\n:input-view date 300\n:reload-input-views",
            details: "Loads the first responder's input views again: when the keyboard's frame changes\n"
                + "(a new inputView), the show sequence posts the new frame, begin = the old one;\n"
                + "when nothing changed, nothing is posted.",
            run: { session, invocation in
                guard invocation.arguments.isEmpty else {
                    return fail.problem(Messages.current.takesNoArguments("reload-input-views"))
                }
                return EventCommands.fire(.reloadInputViews, session, fail)
            }
        )
    }
}
