import SimUIKit
import KeyboardSim

/// `:add`, `:content`, `:remove`, `:scene` and `:clear`: building the screen.
enum BuildCommands {
    static var all: [Command] { [add, content, remove, scene, clear] }

    static var add: Command {
        let fail = UsageFailure(usage: ":add KIND NAME X Y W H [in PARENT]")
        return Command(
            name: "add", group: .scene,
            summary: "add a view (frame in its parent's space)",
            usage: fail.usage,
            example: ":add textfield nickname 20 480 335 44",
            details: "KIND: " + ViewKind.allCases.map(\.rawValue).joined(separator: ", ")
                + ".\nNAME: letters, digits and _, starting with a letter. The root view is called view.\n"
                + "X Y W H: the frame in points; with `in PARENT` it is measured from the parent's top-left corner.",
            complete: { session, index, previous in
                switch index {
                case 0: return ViewKind.allCases.map(\.rawValue)
                case 6: return ["in"]
                case 7: return previous.last == "in" ? session.scene.simulation.viewNames : []
                default: return []
                }
            },
            run: { session, invocation in
                let words = invocation.arguments
                let placeholders = ["KIND", "NAME", "X", "Y", "W", "H"]
                if words.count < 6 {
                    return fail.problem(Messages.current.missing(placeholders[words.count...].joined(separator: " ")))
                }
                var parent = Simulation.rootName
                if words.count > 6 {
                    guard words[6] == "in" else {
                        return fail.problem(Messages.current.buildError(.unexpectedAfterFrame, ["word": words[6]]))
                    }
                    guard words.count == 8 else {
                        return fail.problem(words.count == 7 ? Messages.current.buildError(.missingParent)
                                                                : Messages.current.buildError(.wordsAfterParent, ["words": words[8...].joined(separator: " ")]))
                    }
                    parent = words[7]
                }
                let frame: Rect
                let kind: ViewKind
                // A view class of the learner's (`RoundedTextField`) is a kind: the kind of the
                // UIKit class it inherits from, and `:strategy code` makes the view as that class.
                let learnerClass = ControllerBinding.viewKind(ofClass: words[0], in: session.swift)
                do throws(ArgumentProblem) {
                    if let learnerClass { kind = learnerClass } else { kind = try SceneArguments.kind(words[0]) }
                    let numbers = try zip(["X", "Y", "W", "H"], words[2...5]).map { (what, word) throws(ArgumentProblem) in
                        try SceneArguments.number(word, what: what)
                    }
                    frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                } catch {
                    return fail.reply(error)
                }
                var simulation = session.scene.simulation
                do throws(SimError) {
                    try simulation.addView(kind: kind, name: words[1], frame: frame, parent: parent)
                } catch {
                    return fail.reply(error)
                }
                session.scene.simulation = simulation
                session.scene.viewClasses[words[1]] = learnerClass == nil ? nil : words[0]
                let kindText = learnerClass == nil ? kind.rawValue : "\(kind.rawValue) (\(words[0]))"
                return .text(session.messages.added(kind: kindText, name: words[1], frame: FrameTable.format(frame), parent: parent))
            }
        )
    }

    static var content: Command {
        let fail = UsageFailure(usage: ":content NAME HEIGHT")
        return Command(
            name: "content", group: .scene,
            summary: "set a scroll view's content height",
            usage: fail.usage,
            example: ":add scrollview form 0 0 375 667\n:content form 1200",
            details: "A new scroll view's content is as tall as the scroll view itself; make it taller so there is something to scroll.",
            complete: { session, index, _ in
                index == 0 ? session.scene.simulation.views.filter { $0.kind.isScrollView }.map(\.name) : []
            },
            run: { session, invocation in
                let words = invocation.arguments
                guard words.count == 2 else {
                    return fail.problem(words.count < 2 ? Messages.current.missing(["NAME", "HEIGHT"][words.count...].joined(separator: " "))
                                                              : Messages.current.buildError(.tooManyWords, ["words": invocation.rest]))
                }
                let height: Double
                do throws(ArgumentProblem) {
                    height = try SceneArguments.number(words[1], what: "HEIGHT")
                } catch {
                    return fail.reply(error)
                }
                var simulation = session.scene.simulation
                do throws(SimError) {
                    try simulation.setContentHeight(words[0], height)
                } catch {
                    return fail.reply(error)
                }
                session.scene.simulation = simulation
                return .text(session.messages.contentHeight(words[0], height: formatNumber(height)))
            }
        )
    }

    static var remove: Command {
        let fail = UsageFailure(usage: ":remove NAME")
        return Command(
            name: "remove", group: .scene,
            summary: "remove a view with its subviews and pins",
            usage: fail.usage,
            example: ":add label title 20 60 335 40\n:remove title",
            complete: { session, index, _ in index == 0 ? Array(session.scene.simulation.viewNames.dropFirst()) : [] },
            run: { session, invocation in
                let words = invocation.arguments
                guard words.count == 1, let name = words.first else {
                    return fail.problem(words.isEmpty ? Messages.current.buildError(.missingRemoveName)
                                                           : Messages.current.buildError(.oneRemoveName, ["words": invocation.rest]))
                }
                var simulation = session.scene.simulation
                let before = Set(simulation.viewNames)
                do throws(SimError) {
                    try simulation.removeView(name)
                } catch {
                    return fail.reply(error)
                }
                session.scene.simulation = simulation
                let gone = session.scene.simulation.viewNames
                let removedChildren = before.subtracting(gone).subtracting([name]).sorted()
                return .text(session.messages.removed(name, subviews: removedChildren))
            }
        )
    }

    static var scene: Command {
        let fail = UsageFailure(usage: ":scene")
        return Command(
            name: "scene", group: .scene,
            summary: "print the view tree, pins and keyboard",
            usage: fail.usage,
            example: ":add textfield nickname 20 480 335 44\n:scene",
            run: { session, invocation in
                guard invocation.arguments.isEmpty else {
                    return fail.problem(Messages.current.takesNoArguments("scene"))
                }
                return .text(session.sceneText(SceneDescription.text(session.scene.simulation, style: session.style)))
            }
        )
    }

    static var clear: Command {
        let fail = UsageFailure(usage: ":clear")
        return Command(
            name: "clear", group: .scene,
            summary: "empty the scene (device and rotation stay)",
            usage: fail.usage,
            example: ":clear",
            details: "The device and orientation stay; the :trace log starts again.",
            run: { session, invocation in
                guard invocation.arguments.isEmpty else {
                    return fail.problem(Messages.current.buildError(.clearTakesNothing))
                }
                session.scene.simulation.clear()
                session.scene.log = []
                return .text(session.messages.cleared)
            }
        )
    }
}
