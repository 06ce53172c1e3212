/// `scroll SCROLLVIEW [threshold 0.6] [anchor 0.3] [padding 20]` — seed 001:
///
///     contentInset.bottom = keyboardHeight + 20
///     verticalScrollIndicatorInsets.bottom = keyboardHeight
///     visibleHeight = view.bounds.height − keyboardHeight
///     if field.midY > visibleHeight * 0.6 {
///         targetY = field.minY − visibleHeight * 0.3
///         scrollRectToVisible(CGRect(x: 0, y: targetY, width: view.bounds.width,
///                                    height: field.height + keyboardHeight))
///     }
///
/// `field` is the field's frame converted into the scroll view (content
/// coordinates) while `visibleHeight` is measured on the screen: the seed
/// mixes the two spaces, and that is kept. The seed shows no hide handler;
/// keylab's WillHide sets both insets back to 0 (the offset stays, as UIKit
/// leaves it) — documented in docs/engine.md.
public struct ScrollStrategy: AvoidanceStrategy {
    public static let name = "scroll"
    public static let summary = "content inset = keyboard + padding, then scrollRectToVisible"
    public static var targetKind: StrategyTarget? { .scrollView }
    public static let ownOptions: [StrategyOption] = [
        StrategyOption("threshold", "0.6", .nothing),
        StrategyOption("anchor", "0.3", .nothing),
        StrategyOption("padding", "20", .nothing),
    ]

    /// The scroll view.
    public var target: String?
    /// Seed 001's 0.6: scroll when the field's middle is below this fraction of the visible height.
    public var threshold = 0.6
    /// Seed 001's 0.3: where the field's top ends up, as a fraction of the visible height.
    public var anchor = 0.3
    /// Seed 001's 20: added to the keyboard height for the content inset.
    public var padding: Double = 20

    public init() {}

    public func value(of option: String) -> StrategyOptionValue {
        switch option {
        case "threshold": return .number(threshold)
        case "anchor": return .number(anchor)
        default: return .number(padding)
        }
    }

    public mutating func set(option: String, to word: String) throws(SimError) {
        switch option {
        case "threshold": threshold = try StrategyOptionParsing.fraction(option, word, "a fraction between 0 and 1, e.g. 0.6")
        case "anchor": anchor = try StrategyOptionParsing.fraction(option, word, "a fraction between 0 and 1, e.g. 0.3")
        default: padding = try StrategyOptionParsing.number(option, word, "a number of points, e.g. 20")
        }
    }

    public mutating func load(in sim: Simulation) throws(SimError) {
        guard let t = target else { throw .missingArgument("SCROLLVIEW: usage :strategy \(Self.usage)") }
        guard let v = sim.view(named: t) else { throw .unknownView(t, known: sim.viewNames) }
        guard v.kind.isScrollView else { throw .wrongKind(view: t, kind: v.kind, expected: .scrollView) }
    }

    public mutating func keyboardWillShow(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {
        let s = self
        guard let name = s.target, let sv = sim.view(named: name), let si = sim.index[name] else {
            log.note(.scrollViewGone,
                     uikit: "guard let scrollView else { return }")
            return
        }
        let h = n.userInfo.frameEnd.height
        log.keyboardHeight(endFrameHeight: h)
        let inset = h + s.padding
        sim.views[si].contentInset.bottom = inset
        log.compute("contentInset.bottom",
                    "keyboardHeight + padding",
                    [NamedValue("keyboardHeight", h), NamedValue("padding", s.padding)],
                    result: inset,
                    uikit: "\(name).contentInset.bottom = keyboardHeight + \(formatNumber(s.padding))",
                    arithmetic: "\(h) + \(s.padding) = \(inset)")
        sim.views[si].indicatorInset.bottom = h
        log.compute("verticalScrollIndicatorInsets.bottom",
                    "keyboardHeight",
                    [NamedValue("keyboardHeight", h)],
                    result: h,
                    uikit: "\(name).verticalScrollIndicatorInsets.bottom = keyboardHeight",
                    arithmetic: "\(h)")
        guard let field = sim.firstResponder, let fv = sim.view(named: field),
              let f = sim.convert(fv.bounds, from: field, to: name) else {
            log.note(.noFocusedTextView,
                     uikit: "guard let field = firstResponder(in: view) else { return }",
                     comment: "nil")
            return
        }
        log.note(.fieldFrameInScroll,
                 result: f.minY,
                 uikit: "let fieldFrame = \(field).convert(\(field).bounds, to: \(name))",
                 comment: "\(rect: f)")
        let rootBounds = sim.views[0].bounds
        let visibleHeight = rootBounds.height - h
        log.compute("visibleHeight",
                    "view.bounds.height − keyboardHeight",
                    [NamedValue("view.bounds.height", rootBounds.height), NamedValue("keyboardHeight", h)],
                    result: visibleHeight,
                    uikit: "let visibleHeight = view.bounds.height - keyboardHeight",
                    arithmetic: "\(rootBounds.height) − \(h) = \(visibleHeight)")
        let limit = visibleHeight * s.threshold
        let scrolls = f.midY > limit
        log.note(.midYAboveThreshold,
                 [NamedValue("fieldFrame.midY", f.midY), NamedValue("visibleHeight", visibleHeight), NamedValue("threshold", s.threshold)],
                 result: limit,
                 uikit: "if fieldFrame.midY > visibleHeight * \(formatNumber(s.threshold))",
                 comment: "\(f.midY) > \(visibleHeight) × \(s.threshold) = \(limit): \(scrolls)")
        guard scrolls else { return }
        let targetY = f.minY - visibleHeight * s.anchor
        log.compute("targetY",
                    "field.minY − visibleHeight × anchor",
                    [NamedValue("fieldFrame.minY", f.minY), NamedValue("visibleHeight", visibleHeight), NamedValue("anchor", s.anchor)],
                    result: targetY,
                    uikit: "let targetY = fieldFrame.minY - visibleHeight * \(formatNumber(s.anchor))",
                    arithmetic: "\(f.minY) − \(visibleHeight) × \(s.anchor) = \(targetY)")
        let rect = Rect(x: 0, y: targetY, width: rootBounds.width, height: f.height + h)
        log.compute("rect",
                    "(0, targetY, view.bounds.width, field.height + keyboardHeight)",
                    result: rect.height,
                    uikit: "let rect = CGRect(x: 0, y: targetY, width: view.bounds.width, height: fieldFrame.height + keyboardHeight)",
                    arithmetic: "\(rect: rect)")
        let current = sim.views[si]
        let m = ScrollRectToVisible(rect: rect, offsetY: current.contentOffset.y, boundsHeight: sv.frame.height,
                                    inset: sim.adjustedContentInset(of: si), contentHeight: current.contentSize.height)
        sim.views[si].contentOffset.y = m.result
        log.note(.scrollRectToVisible(visibleTop: m.visibleTop, visibleBottom: m.visibleBottom, wanted: m.wanted, minOffset: m.minOffset, maxOffset: m.maxOffset),
                 [NamedValue("rect.minY", rect.minY), NamedValue("rect.maxY", rect.maxY),
                  NamedValue("visibleTop", m.visibleTop), NamedValue("visibleBottom", m.visibleBottom),
                  NamedValue("maxOffset", m.maxOffset)],
                 result: m.result,
                 uikit: "\(name).scrollRectToVisible(rect, animated: false)",
                 comment: "contentOffset.y \(m.offsetY) → \(m.result)")
    }

    public mutating func keyboardWillHide(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {
        guard let name = target, let si = sim.index[name] else { return }
        sim.views[si].contentInset.bottom = 0
        sim.views[si].indicatorInset.bottom = 0
        log.note(.insetsBackToZero,
                 result: 0,
                 uikit: "\(name).contentInset.bottom = 0; \(name).verticalScrollIndicatorInsets.bottom = 0")
    }
}
