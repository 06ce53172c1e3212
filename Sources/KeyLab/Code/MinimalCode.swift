import KeyboardSim

/// `minimal [distance N]`: IQKeyboardManager's rule, shift the root just
/// enough to keep the field `distance` points above the keyboard.
enum MinimalCode: StrategyCodeGenerator {
    static func plan(_ strategy: MinimalStrategy, _ simulation: Simulation) -> StrategyCodePlan {
        var plan = StrategyCodePlan()
        plan.headerComments = [
            "Shift the screen by just enough to keep the field \(formatNumber(strategy.distance)) pt above the keyboard",
            "(the rule IQKeyboardManager uses).",
        ]
        plan.properties = [
            "private let keyboardDistance: CGFloat = \(formatNumber(strategy.distance))",
            "/// The root view's origin before the keyboard came.",
            "private var rootOrigin: CGPoint?",
            "/// The scroll view that scrolled for the keyboard, and its inset before.",
            "private weak var scrolledView: UIScrollView?",
            "private var savedInset = UIEdgeInsets.zero",
        ]
        plan.findsFirstResponder = true
        // IQKeyboardManager+Position.swift, adjustPosition() (v7): a scroll view
        // around the field takes the move first (see docs/engine.md).
        let show = [
            "guard let field = firstResponder(in: view), let window = view.window else { return }",
            "if rootOrigin == nil { rootOrigin = view.frame.origin }",
            "let start = rootOrigin ?? .zero",
            "let fieldInWindow = field.convert(field.bounds, to: window)",
            "// The keyboard grown upward by the distance and the bottom safe area, inside the window.",
            "var kb = keyboardFrame",
            "kb.origin.y -= keyboardDistance + view.safeAreaInsets.bottom",
            "kb.size.height += keyboardDistance + view.safeAreaInsets.bottom",
            "let kbHeight = kb.intersection(window.frame).height",
            "let visibleHeight = window.frame.height - kbHeight",
            "let bottomLayoutGuide: CGFloat = field is UITextView ? 0 : view.directionalLayoutMargins.bottom",
            "let topMovement = fieldInWindow.minY - view.safeAreaInsets.top",
            "let bottomMovement = fieldInWindow.maxY - visibleHeight + bottomLayoutGuide",
            "var moveUp = CGFloat(Int(min(topMovement, bottomMovement)))",
            "if let scrollView = enclosingScrollView(of: field) {",
            "    if scrolledView == nil {",
            "        scrolledView = scrollView",
            "        savedInset = scrollView.contentInset",
            "    }",
            "    // The scroll view scrolls first, no further than the field's top.",
            "    let offset = scrollView.contentOffset.y",
            "    var scrolls = false",
            "    if moveUp > 0 {",
            "        scrolls = moveUp > -offset - scrollView.contentInset.top",
            "    } else if fieldInWindow.minY < view.safeAreaInsets.top {",
            "        scrolls = true",
            "        moveUp = min(0, fieldInWindow.minY - view.safeAreaInsets.top)",
            "    }",
            "    if scrolls {",
            "        let fieldInScrollView = field.convert(field.bounds, to: scrollView)",
            "        let newOffset = min(offset - min(offset, -moveUp), fieldInScrollView.minY)",
            "        moveUp -= newOffset - offset",
            "        scrollView.contentOffset.y = newOffset",
            "    } else {",
            "        moveUp = 0",
            "    }",
            "    // Room to scroll the content out from under the keyboard.",
            "    let scrollViewInWindow = scrollView.convert(scrollView.bounds, to: window)",
            "    let covered = kbHeight - (window.frame.height - scrollViewInWindow.maxY)",
            "    scrollView.contentInset.bottom = max(savedInset.bottom, covered) - scrollView.safeAreaInsets.bottom",
            "}",
            "var newY = view.frame.origin.y",
            "if moveUp >= 0 {",
            "    newY = max(view.frame.origin.y - moveUp, min(0, -keyboardFrame.height))",
            "} else if view.frame.origin.y - start.y <= 0 {",
            "    // Come back down, not below where the view started.",
            "    newY = view.frame.origin.y - max(moveUp, view.frame.origin.y - start.y)",
            "}",
        ] + StrategyCodePlan.animate(["self.view.frame.origin.y = newY"])
        let hide = [
            "if let start = rootOrigin {",
        ] + StrategyCodePlan.animate(["self.view.frame.origin = start"]).map { "    " + $0 } + [
            "}",
            "// The inset goes back; the offset stays where it was scrolled.",
            "scrolledView?.contentInset = savedInset",
            "rootOrigin = nil",
            "scrolledView = nil",
        ]
        plan.extraMethods.append([
            "/// The nearest scroll view around `view`, nil when there is none.",
            "private func enclosingScrollView(of view: UIView) -> UIScrollView? {",
            "    var current = view.superview",
            "    while let candidate = current {",
            "        if let scrollView = candidate as? UIScrollView { return scrollView }",
            "        current = candidate.superview",
            "    }",
            "    return nil",
            "}",
        ])
        plan.observers = [
            .init(name: .willShow, method: "keyboardWillShow", animates: true, body: show),
            .init(name: .willHide, method: "keyboardWillHide", animates: true, body: hide),
        ]
        return plan
    }
}
