extension Simulation {
    /// Converts a rectangle from one view's coordinate space (its bounds) to
    /// another's, as `UIView.convert(_:from:)` does; nil means the screen
    /// (window). Returns nil when a name is unknown.
    public func convert(_ rect: Rect, from source: String?, to destination: String?) -> Rect? {
        guard let a = screenOffset(of: source), let b = screenOffset(of: destination) else { return nil }
        return rect.offsetBy(dx: a.x - b.x, dy: a.y - b.y)
    }

    /// A view's frame in its parent's coordinates.
    public func frame(of name: String) -> Rect? { view(named: name)?.frame }

    /// A view's frame in screen coordinates (root shift and scroll offsets applied).
    public func screenFrame(of name: String) -> Rect? {
        guard let v = view(named: name) else { return nil }
        // The root view sits in its sheet (or the window), which sits on the screen.
        guard let parent = v.parent else { return v.frame.offsetBy(dx: hostFrame.minX, dy: hostFrame.minY) }
        return convert(v.frame, from: parent, to: nil)
    }

    /// The part of the keyboard that is on screen, or nil when no keyboard is
    /// visible. With a hardware keyboard on an iPad the notifications report
    /// the full software keyboard's frame, mostly below the screen's edge:
    /// this is only the 55 pt shortcut bar that shows.
    public var keyboardFrame: Rect? {
        guard keyboard.visible else { return nil }
        let screen = Rect(origin: .zero, size: screenSize)
        return keyboard.frame.intersection(screen) ?? keyboard.frame
    }

    /// How many points of a view's height the keyboard covers (0 when hidden):
    /// the most any piece the user sees covers (Simulation+KeyboardOnScreen.swift),
    /// so a view between the split halves is not covered.
    public func covered(_ name: String) -> Double {
        guard let f = screenFrame(of: name) else { return 0 }
        var most = 0.0
        for piece in keyboardOnScreen {
            if let overlap = f.intersection(piece) { most = max(most, overlap.height) }
        }
        return most
    }

    /// The keyboard layout guide's frame in the root view's coordinates: the
    /// docked keyboard's area, or the bottom safe-area strip when the keyboard
    /// is hidden or floating (as `UIKeyboardLayoutGuide` does).
    public var keyboardLayoutGuideFrame: Rect {
        if let followed = followedUndockedGuideFrame { return followed }
        let root = views[0].frame
        let safe = safeAreaFrame
        if keyboard.docked {
            // The keyboard's frame is in screen coordinates: into the sheet (or window), then the root view.
            let top = min(keyboard.frame.minY - hostFrame.minY - root.minY, root.height)
            return Rect(x: 0, y: top, width: root.width, height: max(0, root.height - top))
        }
        return Rect(x: 0, y: safe.maxY, width: root.width, height: max(0, root.height - safe.maxY))
    }

    /// The screen position of a view's coordinate space origin (bounds origin
    /// applied); nil name = the screen itself.
    func screenOffset(of name: String?) -> Point? {
        guard let name else { return .zero }
        guard var i = index[name] else { return nil }
        var x = 0.0, y = 0.0
        while true {
            let v = views[i]
            let b = v.bounds.origin
            x += v.frame.x - b.x
            y += v.frame.y - b.y
            guard let p = v.parent, let pi = index[p] else { break }
            i = pi
        }
        // The root view sits at its sheet's (or the window's) origin on the screen.
        let w = hostFrame.origin
        return Point(x: x + w.x, y: y + w.y)
    }
}
