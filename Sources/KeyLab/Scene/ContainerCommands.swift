import KeyboardSim

/// `:navbar`, `:tabbar`, `:window`, `:accessory` and `:inset-adjustment`:
/// what surrounds the screen in a real app. Scene edits: no notifications.
enum ContainerCommands {
    static var all: [Command] { [navbar, tabbar, window, accessory, insetAdjustment] }

    /// Applies a scene edit; on error the scene is unchanged.
    private static func edit(_ session: Session, _ fail: UsageFailure, _ text: (Simulation) -> String,
                             _ change: (inout Simulation) throws(SimError) -> Void) -> Reply {
        var simulation = session.scene.simulation
        do throws(SimError) {
            try change(&simulation)
        } catch {
            return fail.reply(error)
        }
        session.scene.simulation = simulation
        return .text(text(simulation))
    }

    private static func safeAreaText(_ s: Simulation) -> String {
        let i = s.safeAreaInsets
        return Messages.current.container(.safeArea, ["top": formatNumber(i.top, ascii: false), "bottom": formatNumber(i.bottom, ascii: false)])
    }

    private static func bar(name: String, summary: String, example: String, details: String,
                            set: @escaping (inout Simulation, Bool) -> Void) -> Command {
        let fail = UsageFailure(usage: ":\(name) on|off")
        return Command(
            name: name, group: .scene,
            summary: summary,
            usage: fail.usage,
            example: example,
            details: details,
            complete: { _, index, _ in index == 0 ? ["on", "off"] : [] },
            run: { session, invocation in
                let words = invocation.arguments
                guard words.count <= 1 else { return fail.problem(Messages.current.sceneTree(.takesOnOff, ["command": name, "words": invocation.rest])) }
                let on: Bool
                do throws(ArgumentProblem) {
                    on = try SceneArguments.onOff(words.first, what: ":\(name)")
                } catch {
                    return fail.reply(error)
                }
                return edit(session, fail, { Messages.current.container(.barState, ["bar": Messages.current.container(name == "navbar" ? .navigationBar : .tabBar), "state": on ? "on" : "off", "safeArea": safeAreaText($0)]) }) { (s: inout Simulation) throws(SimError) in
                    set(&s, on)
                }
            }
        )
    }

    static var navbar: Command {
        bar(name: "navbar", summary: "a navigation bar (the safe area grows)",
            example: ":navbar on\n:expect safe.top == 64",
            details: "The screen sits in a UINavigationController: a 44 pt bar under the status\n"
                + "bar (32 in iPhone landscape, ≈). The safe area's top moves down by its height;\n"
                + "a field pushed up under the bar cannot be seen.",
            set: { $0.setNavigationBar($1) })
    }

    static var tabbar: Command {
        bar(name: "tabbar", summary: "a tab bar (the safe area grows)",
            example: ":tabbar on\n:expect safe.bottom == 49",
            details: "The screen sits in a UITabBarController: a 49 pt bar above the home\n"
                + "indicator (32 in iPhone landscape, ≈). The safe area's bottom grows by its\n"
                + "height; the keyboard covers the tab bar, so code that subtracts the keyboard's\n"
                + "height from safe.bottom counts the bar twice.",
            set: { $0.setTabBar($1) })
    }

    static let windowWords = WindowMode.all.map(\.commandText)

    static var window: Command {
        let fail = UsageFailure(usage: ":window full|split 1/2|split 1/3|split 2/3|slide-over|stage-manager")
        return Command(
            name: "window", group: .scene,
            summary: "iPad Split View / Slide Over / Stage Manager window",
            usage: fail.usage,
            example: ":device ipad\n:window slide-over\n:expect window.y == 20",
            details: "split N/D: this app on the right, N/D of the screen's width (minus half the\n"
                + "10 pt divider, ≈). slide-over: a 320 pt panel 20 pt from the top and bottom (≈).\n"
                + "stage-manager: a centred window, 80 % × 75 % of the screen, 30 pt down (≈).\n"
                + "full: the whole screen again. The keyboard's frame stays in screen\n"
                + "coordinates: convert it before comparing it with a view.",
            complete: { _, index, previous in
                if index == 0 { return ["full", "split", "slide-over", "stage-manager"] }
                if index == 1, previous.first == "split" { return ["1/2", "1/3", "2/3"] }
                return []
            },
            run: { session, invocation in
                let text = invocation.arguments.joined(separator: " ")
                guard let mode = WindowMode.all.first(where: { $0.commandText == text }) else {
                    var problem = text.isEmpty ? Messages.current.container(.missingWindow)
                                               : Messages.current.container(.unknownWindow, ["word": text])
                    if !text.isEmpty, let hint = Suggestions.didYouMean(text, in: windowWords) { problem += "; " + hint }
                    return fail.problem(problem)
                }
                return edit(session, fail, { s in
                    let w = s.windowFrame
                    return Messages.current.container(.windowFrame, ["mode": mode.commandText, "frame": FrameTable.format(w)])
                }) { (s: inout Simulation) throws(SimError) in try s.setWindow(mode) }
            }
        )
    }

    static var accessory: Command {
        let fail = UsageFailure(usage: ":accessory FIELD HEIGHT")
        return Command(
            name: "accessory", group: .scene,
            summary: "a field's inputAccessoryView (0: none)",
            usage: fail.usage,
            example: ":add textfield message 16 600 343 36\n:accessory message 44\n:focus message",
            details: "The accessory view comes up on top of the keyboard and is part of the\n"
                + "keyboard's frame (258 + 44 = 302 on an iPhone 8). With a hardware keyboard it\n"
                + "is all that comes up.",
            complete: { session, index, _ in
                index == 0 ? session.scene.simulation.views.filter { $0.kind.isTextInput }.map(\.name) : []
            },
            run: { session, invocation in
                let words = invocation.arguments
                guard words.count == 2 else {
                    return fail.problem(words.count < 2 ? Messages.current.missing(["FIELD", "HEIGHT"][words.count...].joined(separator: " "))
                                                        : Messages.current.buildError(.tooManyWords, ["words": invocation.rest]))
                }
                let height: Double
                do throws(ArgumentProblem) {
                    height = try SceneArguments.number(words[1], what: "HEIGHT")
                } catch {
                    return fail.reply(error)
                }
                let text = height == 0 ? Messages.current.container(.noAccessory, ["name": words[0]])
                    : Messages.current.container(.accessory, ["name": words[0], "height": formatNumber(height)])
                return edit(session, fail, { _ in text }) { (s: inout Simulation) throws(SimError) in
                    try s.setAccessory(words[0], height: height)
                }
            }
        )
    }

    static var insetAdjustment: Command {
        let fail = UsageFailure(usage: ":inset-adjustment SCROLLVIEW automatic|never")
        return Command(
            name: "inset-adjustment", group: .scene,
            summary: "contentInsetAdjustmentBehavior",
            usage: fail.usage,
            example: ":device iphone-x\n:add scrollview list 0 0 375 812\n:content list 1500\n:expect list.offsetY == -44\n:inset-adjustment list never\n:expect list.offsetY == 0",
            details: "automatic (UIKit's default, and every scroll view's until changed): the\n"
                + "safe area is added to the inset on a scrollable axis (content taller than\n"
                + "the view, or alwaysBounceVertical), so a full-screen scroll view on an\n"
                + "iPhone X rests at contentOffset.y −44 and keeps 34 pt clear of the home indicator.\n"
                + "never: contentInset alone, for code that adds the safe area itself.",
            complete: { session, index, _ in
                if index == 0 { return session.scene.simulation.views.filter { $0.kind.isScrollView }.map(\.name) }
                return index == 1 ? ["automatic", "never"] : []
            },
            run: { session, invocation in
                let words = invocation.arguments
                guard words.count == 2 else {
                    return fail.problem(words.count < 2 ? Messages.current.missing(["SCROLLVIEW", "automatic|never"][words.count...].joined(separator: " "))
                                                        : Messages.current.buildError(.tooManyWords, ["words": invocation.rest]))
                }
                guard words[1] == "automatic" || words[1] == "never" else {
                    return fail.problem(Messages.current.container(.automaticOrNever, ["word": words[1]]))
                }
                let automatic = words[1] == "automatic"
                return edit(session, fail, { s in
                    let a = s.adjustedContentInset(of: words[0]) ?? .zero
                    let offset = s.view(named: words[0])?.contentOffset.y ?? 0
                    return Messages.current.container(.insetAdjusted, ["name": words[0], "mode": words[1], "top": formatNumber(a.top, ascii: false),
                                                "bottom": formatNumber(a.bottom, ascii: false), "offset": formatNumber(offset, ascii: false)])
                }) { (s: inout Simulation) throws(SimError) in try s.setInsetAdjustment(words[0], automatic: automatic) }
            }
        )
    }
}
