import KeyboardSim

/// `swiftui [ignores-keyboard on|off]`: SwiftUI avoids the keyboard by
/// itself. The generated UIKit controller hosts a SwiftUI view; the comments
/// show the SwiftUI side, where the only keyboard code is the opt-out.
enum SwiftUICode: StrategyCodeGenerator {
    static func plan(_ strategy: SwiftUIStrategy, _ simulation: Simulation) -> StrategyCodePlan {
        var plan = StrategyCodePlan()
        let ignores = strategy.ignoresKeyboard
        plan.headerComments = [
            "SwiftUI (iOS 14+): the keyboard shrinks the safe area; content laid out in it moves up.",
            "No notifications, no handlers. The SwiftUI view this controller hosts:",
            "struct FormView: View {",
            "    var body: some View {",
            "        VStack {",
            "            Spacer()",
            "            TextField(\"Message\", text: $message)",
            "        }",
            ignores ? "        .ignoresSafeArea(.keyboard)  // opts out: the keyboard covers the field"
                    : "        // add .ignoresSafeArea(.keyboard) to opt out (for a background, not the form)",
            "    }",
            "}",
        ]
        plan.viewDidLoadLines = [
            "let host = UIHostingController(rootView: FormView())",
            "addChild(host)",
            "view.addSubview(host.view)",
            "host.view.frame = view.bounds",
            "host.didMove(toParent: self)",
        ]
        return plan
    }
}
