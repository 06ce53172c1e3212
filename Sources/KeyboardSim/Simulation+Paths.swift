extension Simulation {
    /// The property suffixes `:expect` accepts after a view name.
    public static let viewPathProperties = ["x", "y", "width", "height", "screenY", "covered", "offsetY", "insetBottom"]

    /// Every valid `:expect` path for the current scene (for completion and
    /// "did you mean"): `NAME.x` … for each view, `keyboard.y`, `keyboard.height`.
    public var expectPaths: [String] {
        var list: [String] = []
        for v in views {
            for p in Simulation.viewPathProperties {
                if (p == "offsetY" || p == "insetBottom") && v.kind != .scrollview { continue }
                list.append(v.name + "." + p)
            }
        }
        return list + ["keyboard.y", "keyboard.height"]
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
        if name == "keyboard" {
            switch prop {
            case "y": return .success(keyboardFrame?.y ?? screenSize.height)
            case "height": return .success(keyboardFrame?.height ?? 0)
            default: return .failure(.unknownPath(path, known: ["keyboard.y", "keyboard.height"]))
            }
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
        case "offsetY", "insetBottom":
            guard v.kind == .scrollview else {
                return .failure(.wrongKind(view: name, kind: v.kind, expected: "a scrollview for .\(prop)"))
            }
            return .success(prop == "offsetY" ? v.contentOffset.y : v.contentInset.bottom)
        default:
            let props = Simulation.viewPathProperties.map { name + "." + $0 }
            return .failure(.unknownPath(path, known: props))
        }
    }
}
