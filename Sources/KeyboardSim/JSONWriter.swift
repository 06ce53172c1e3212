/// A tiny hand-written JSON writer (no Foundation): objects keep key order.
public struct JSONWriter {
    private(set) var text = ""

    /// `s` as a JSON string literal, control characters escaped.
    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func number(_ v: Double) -> String { formatNumber(v) }

    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

    static func insets(_ i: EdgeInsets) -> String {
        object([("top", number(i.top)), ("left", number(i.left)), ("bottom", number(i.bottom)), ("right", number(i.right))])
    }

    static func rect(_ r: Rect) -> String {
        object([("x", number(r.x)), ("y", number(r.y)), ("width", number(r.width)), ("height", number(r.height))])
    }
}

extension Simulation {
    /// The state as one line of JSON, exactly as DESIGN.md section 2 shows it.
    /// Numbers are written like `409` when integral, else with at most two
    /// decimals. A hidden keyboard has `"visible":false,"frame":null`; no first
    /// responder is `null`. Scroll views add `contentOffset` and `contentInset`.
    public func json() -> String {
        typealias J = JSONWriter
        let s = screenSize
        let kb: String = keyboardFrame.map(J.rect) ?? "null"
        var viewItems: [String] = []
        viewItems.reserveCapacity(views.count)
        for v in views {
            var fields: [(String, String)] = [
                ("name", J.string(v.name)),
                ("kind", J.string(v.kind.rawValue)),
                ("parent", v.parent.map(J.string) ?? "null"),
                ("frame", J.rect(v.frame)),
                ("screenFrame", J.rect(screenFrame(of: v.name) ?? v.frame)),
                ("covered", J.number(covered(v.name))),
            ]
            if v.kind.isScrollView {
                fields.append(("contentOffset", J.object([("x", J.number(v.contentOffset.x)), ("y", J.number(v.contentOffset.y))])))
                let i = v.contentInset
                fields.append(("contentInset", J.insets(i)))
                // Only when the system adds something (UIKit's default `.automatic` on a
                // scrollable view, a table controller's keyboard inset).
                if let vi = index[v.name], adjustedContentInset(of: vi) != i || v.kind == .tableview {
                    fields.append(("adjustedContentInset", J.insets(adjustedContentInset(of: vi))))
                }
            }
            if v.accessoryHeight > 0 { fields.append(("accessoryHeight", J.number(v.accessoryHeight))) }
            viewItems.append(J.object(fields))
        }
        // Fields beyond DESIGN.md's line appear only when they say something,
        // so scenes without bars, windows or special keyboards print as before.
        var keyboardFields: [(String, String)] = [("visible", keyboard.visible ? "true" : "false"), ("frame", kb)]
        if keyboard.visible, let visible = keyboardFrame, visible != keyboard.frame {
            keyboardFields.append(("endFrame", J.rect(keyboard.frame)))
        }
        if keyboardKind != .standard { keyboardFields.append(("kind", J.string(keyboardKind.word))) }
        keyboardFields += undockedJSONFields + inputViewsJSONFields
        if device.isPad && assistantToolbar == .minimized { keyboardFields.append(("assistant", J.string("minimized"))) }
        // What the user sees when it differs from the frame: the split halves, the minimized toolbar.
        if keyboardPiecesDiffer { keyboardFields.append(("onScreen", J.array(keyboardOnScreen.map(J.rect)))) }
        if lastKeyboardDuration != 0.25 { keyboardFields.append(("duration", J.number(lastKeyboardDuration))) }
        var top: [(String, String)] = [
            ("device", J.string(device.id)),
            ("orientation", J.string(orientation.rawValue)),
            ("screen", J.object([("width", J.number(s.width)), ("height", J.number(s.height))])),
        ]
        if window != .full { top.append(("window", J.rect(windowFrame))) }
        if presentation.style != .fullScreen {
            var sheetFields = [("style", J.string(presentation.style.rawValue)), ("frame", J.rect(hostFrame))]
            // Detents only when the sheet offers the medium one (Simulation+SheetDetents.swift).
            if presentation.detents != .large {
                sheetFields += [("detents", J.string(presentation.detents.rawValue)), ("detent", J.string(presentation.selected.rawValue))]
            }
            top.append(("sheet", J.object(sheetFields)))
        }
        if let over = presentation.coveredBy { top.append(("coveredBy", J.string(over.rawValue))) }
        let sheet = presentation.style != .fullScreen
        if navigationBar || tabBar || window != .full || sheet || strategy.type.reportsSafeArea {
            var bars: [(String, String)] = []
            if navigationBar { bars.append(("navigationBar", "true")) }
            if tabBar { bars.append(("tabBar", "true")) }
            top += bars
            top.append(("safeArea", J.insets(safeAreaInsets)))
        }
        top += [
            ("keyboard", J.object(keyboardFields)),
            ("firstResponder", firstResponder.map(J.string) ?? "null"),
            ("views", J.array(viewItems)),
        ]
        return J.object(top)
    }
}
