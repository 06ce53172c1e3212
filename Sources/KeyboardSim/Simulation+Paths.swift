extension Simulation {
    /// The property suffixes `:expect` accepts after a view name.
    public static let viewPathProperties = ["x", "y", "width", "height", "screenY", "covered", "offsetY", "insetBottom",
                                            "adjustedTop", "adjustedBottom"]

    /// Properties that only scroll views (and table views) have.
    static let scrollPathProperties: Set<String> = ["offsetY", "insetBottom", "adjustedTop", "adjustedBottom"]

    /// Paths about the keyboard, the safe area and the window.
    public static let globalPaths = ["keyboard.y", "keyboard.height", "keyboard.endHeight", "keyboard.duration", "safe.top", "safe.bottom",
                                     "window.x", "window.y", "window.width", "window.height",
                                     "sheet.x", "sheet.y", "sheet.width", "sheet.height"]
        + ["beginFrame", "endFrame"].flatMap { f in ["x", "y", "width", "height"].map { "keyboard.\(f).\($0)" } }
        + ["x", "y", "width", "height"].map { "keyboardGuide.\($0)" }
        + ["gap", "assistant"].flatMap { f in ["x", "y", "width", "height"].map { "keyboard.\(f).\($0)" } }

    /// Every valid `:expect` path for the current scene (for completion and
    /// "did you mean"): `NAME.x` … for each view, `keyboard.y`, `keyboard.height`.
    public var expectPaths: [String] {
        var list: [String] = []
        for v in views {
            for p in Simulation.viewPathProperties {
                if Simulation.scrollPathProperties.contains(p) && !v.kind.isScrollView { continue }
                list.append(v.name + "." + p)
            }
        }
        return list + Simulation.globalPaths
    }

    /// The number an `:expect` path names. `NAME.x|y|width|height` read the
    /// frame (parent coordinates), `NAME.screenY` the screen frame's y,
    /// `NAME.covered` the points under the keyboard, `NAME.offsetY` and
    /// `NAME.insetBottom` a scroll view's content offset and bottom inset.
    /// `keyboard.y` / `keyboard.height` are the visible keyboard's frame; when
    /// hidden, y is the screen height and height is 0.
    /// Errors carry the valid names (`SimError.validNames`) for suggestions.
    public func value(atPath path: String) -> Result<Double, SimError> {
        guard let dot = path.lastIndex(of: ".") else {
            return .failure(.unknownPath(path, known: expectPaths))
        }
        let name = String(path[..<dot])
        let prop = String(path[path.index(after: dot)...])
        if name == "keyboard" || name == "safe" || name == "window" || name == "sheet" || name.hasPrefix("keyboard") {
            if let value = globalValue(name, prop) ?? frameValue(name, prop) { return .success(value) }
            let prefix = name.hasPrefix("keyboard") ? "keyboard" : name + "."
            return .failure(.unknownPath(path, known: Simulation.globalPaths.filter { $0.hasPrefix(prefix) }))
        }
        guard let v = view(named: name) else {
            return .failure(.unknownView(name, known: viewNames + ["keyboard"]))
        }
        switch prop {
        case "x": return .success(v.frame.x)
        case "y": return .success(v.frame.y)
        case "width": return .success(v.frame.width)
        case "height": return .success(v.frame.height)
        case "screenY": return .success(screenFrame(of: name)?.y ?? v.frame.y)
        case "covered": return .success(covered(name))
        case "offsetY", "insetBottom", "adjustedTop", "adjustedBottom":
            guard v.kind.isScrollView, let i = index[name] else {
                return .failure(.wrongKind(view: name, kind: v.kind, expected: .scrollViewFor(property: prop)))
            }
            switch prop {
            case "offsetY": return .success(v.contentOffset.y)
            case "insetBottom": return .success(v.contentInset.bottom)
            case "adjustedTop": return .success(adjustedContentInset(of: i).top)
            default: return .success(adjustedContentInset(of: i).bottom)
            }
        default:
            let props = Simulation.viewPathProperties.map { name + "." + $0 }
            return .failure(.unknownPath(path, known: props))
        }
    }
}

extension Simulation {
    /// `keyboard.y|height` (the part on screen; hidden: screen height and 0),
    /// `keyboard.endHeight` (the height the notifications report: 313 for the
    /// iPad hardware keyboard's 55 pt bar), `keyboard.duration` (of the last
    /// notification posted), `safe.top|bottom` (the root view's
    /// safe-area insets) and `window.x|y|width|height` (screen coordinates).
    func globalValue(_ name: String, _ prop: String) -> Double? {
        switch (name, prop) {
        case ("keyboard", "y"): return keyboardFrame?.y ?? screenSize.height
        case ("keyboard", "height"): return keyboardFrame?.height ?? 0
        case ("keyboard", "endHeight"): return keyboard.visible ? keyboard.frame.height : 0
        case ("keyboard", "duration"): return lastKeyboardDuration
        case ("safe", "top"): return safeAreaInsets.top
        case ("safe", "bottom"): return safeAreaInsets.bottom
        case ("window", "x"): return windowFrame.x
        case ("window", "y"): return windowFrame.y
        case ("window", "width"): return windowFrame.width
        case ("window", "height"): return windowFrame.height
        // The sheet (or, full screen, the window) the root view sits in, on the screen.
        case ("sheet", "x"): return hostFrame.x
        case ("sheet", "y"): return hostFrame.y
        case ("sheet", "width"): return hostFrame.width
        case ("sheet", "height"): return hostFrame.height
        default: return nil
        }
    }
}

extension Simulation {
    /// `keyboard.beginFrame.x|y|width|height` and `keyboard.endFrame.…`: the
    /// frames of the last notification posted, as its userInfo reports them
    /// (screen coordinates; nil before any notification), and
    /// `keyboardGuide.x|y|width|height`: the keyboard layout guide's frame in
    /// the root view's coordinates.
    func frameValue(_ name: String, _ prop: String) -> Double? {
        let rect: Rect?
        switch name {
        case "keyboard.beginFrame": rect = lastPosted?.frameBegin ?? keyboard.frame
        case "keyboard.endFrame": rect = lastPosted?.frameEnd ?? keyboard.frame
        case "keyboardGuide": rect = keyboardLayoutGuideFrame
        // The gap between the split halves and the minimized assistant toolbar: zero when absent.
        case "keyboard.gap": rect = splitGap ?? .zero
        case "keyboard.assistant": rect = minimizedToolbarOnScreen ?? .zero
        default: rect = nil
        }
        guard let r = rect else { return nil }
        switch prop {
        case "x": return r.x
        case "y": return r.y
        case "width": return r.width
        case "height": return r.height
        default: return nil
        }
    }
}
