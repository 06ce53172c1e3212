/// What UIKit and SwiftUI do about the keyboard by themselves, before the
/// app's own observers run: UITableViewController's inset and scroll, and
/// SwiftUI's safe area. Shown in the trace like a handler, labelled as the
/// system's.
extension Simulation {
    /// Runs for WillShow and WillHide, before the app's handlers (the system's
    /// observers were registered first, when the controller was created).
    mutating func systemKeyboardAdjustments(_ n: KeyboardNotification, _ steps: inout [TraceStep]) {
        for i in views.indices where views[i].kind == .tableview && strategy.base.tableAdjustsForKeyboard(views[i].name) {
            tableControllerAdjusts(i, n, &steps)
        }
        strategy.base.systemKeyboardAdjustment(n, self, &steps)
    }

    /// UITableViewController adds the keyboard's overlap with its table to the
    /// table's adjusted inset (not to `contentInset`), and scrolls the row
    /// holding the first responder into view. A learner who adds an inset of
    /// their own counts the keyboard twice.
    private mutating func tableControllerAdjusts(_ i: Int, _ n: KeyboardNotification, _ steps: inout [TraceStep]) {
        let name = views[i].name
        guard let sf = screenFrame(of: name) else { return }
        let showing = n.name == .willShow
        let end = n.userInfo.frameEnd
        var log = HandlerLog("UITableViewController", showing ? "keyboardWillShow (UIKit, automatic)" : "keyboardWillHide (UIKit, automatic)")
        // The safe area `.automatic` already put in the inset (the home
        // indicator) lies under the keyboard: only the rest is added, so the
        // adjusted inset is the keyboard's overlap, not overlap + 34.
        views[i].keyboardInset = 0
        let safeBottom = adjustedContentInset(of: i).bottom - views[i].contentInset.bottom
        let overlap = showing ? max(0, sf.maxY - end.minY - safeBottom) : 0
        if safeBottom > 0 && showing {
            log.compute("keyboard inset", "table.maxY − keyboard.minY − safe area in the inset",
                        [NamedValue("\(name).maxY", sf.maxY), NamedValue("keyboard.minY", end.minY), NamedValue("safeArea.bottom", safeBottom)],
                        result: overlap,
                        uikit: "UIKit: \(name).adjustedContentInset.bottom += overlap",
                        arithmetic: "\(sf.maxY) − \(end.minY) − \(safeBottom) = \(overlap)")
        } else {
            log.compute("keyboard inset", "table.maxY − keyboard.minY",
                        [NamedValue("\(name).maxY", sf.maxY), NamedValue("keyboard.minY", end.minY)],
                        result: overlap,
                        uikit: showing ? "UIKit: \(name).adjustedContentInset.bottom += overlap" : "UIKit: \(name) drops its keyboard inset",
                        arithmetic: showing ? "\(sf.maxY) − \(end.minY) = \(overlap)" : "\(overlap)")
        }
        views[i].keyboardInset = overlap
        if showing, let f = firstResponder, isDescendant(f, of: name), let fv = view(named: f),
           let rect = convert(fv.bounds, from: f, to: name) {
            let v = views[i]
            let m = ScrollRectToVisible(rect: rect, offsetY: v.contentOffset.y, boundsHeight: v.frame.height,
                                        inset: adjustedContentInset(of: i), contentHeight: v.contentSize.height)
            views[i].contentOffset.y = m.result
            log.compute("contentOffset.y",
                        .minimumScrollShowsRow,
                        [NamedValue("contentOffset.y", m.offsetY)],
                        result: m.result,
                        uikit: "UIKit: \(name).scrollToRow(at: row of \(f), at: .none)",
                        arithmetic: "\(m.offsetY) → \(m.result)")
        }
        steps += log.steps
    }

    /// `adjustedContentInset` of the scroll view at index `i`: `contentInset`,
    /// plus the safe area on the vertical axis when it adjusts for it
    /// (`contentInsetAdjustmentBehavior` `.automatic` or `.scrollableAxes`,
    /// UIKit's rule: only a scrollable axis, i.e. content taller than the
    /// view or `alwaysBounceVertical`), plus a table view controller's keyboard inset.
    func adjustedContentInset(of i: Int) -> EdgeInsets {
        let v = views[i]
        var a = v.contentInset
        if v.adjustsForSafeArea && (v.contentSize.height > v.frame.height || v.alwaysBounceVertical) {
            let s = viewSafeAreaInsets(of: i)
            a.top += s.top
            a.bottom += s.bottom
        }
        a.bottom += v.keyboardInset
        return a
    }

    /// `adjustedContentInset` by view name (nil for unknown names).
    public func adjustedContentInset(of name: String) -> EdgeInsets? {
        guard let i = index[name] else { return nil }
        return adjustedContentInset(of: i)
    }

    /// The part of the root view's safe-area insets a view overlaps at the
    /// top and bottom (its `safeAreaInsets`).
    func viewSafeAreaInsets(of i: Int) -> EdgeInsets {
        guard let sf = screenFrame(of: views[i].name) else { return .zero }
        let w = hostFrame, root = views[0].frame, sa = safeAreaInsets
        let safeTop = w.minY + root.minY + sa.top
        let safeBottom = w.minY + root.minY + root.height - sa.bottom
        return EdgeInsets(top: min(sf.height, max(0, safeTop - sf.minY)), bottom: min(sf.height, max(0, sf.maxY - safeBottom)))
    }

    /// SwiftUI's keyboard safe-area inset now: how far the docked keyboard
    /// reaches into the window; nil when not a SwiftUI screen, when it opts
    /// out (`.ignoresSafeArea(.keyboard)`) or no docked keyboard is up.
    var swiftUIKeyboardInset: Double? {
        guard strategy.base.safeAreaFollowsKeyboard, keyboard.docked else { return nil }
        let kb = keyboard.frame, w = hostFrame
        return max(0, w.maxY - kb.minY)
    }
}
