import KeyboardSim

/// Turns trace steps into explanation lines.
enum TraceFormatter {
    /// Width the notification names are padded to (the longest is keyboardWillChangeFrame).
    static let nameWidth = KeyboardNotificationName.allCases.map(\.rawValue.count).max() ?? 23

    /// Every step except the verdict: notes, notifications (with userInfo),
    /// handler steps (grouped under a header per handler) and layout passes.
    static func explanation(_ steps: [TraceStep]) -> [String] {
        var lines: [String] = []
        var currentHandler: String?
        let notifications = steps.compactMap { step -> KeyboardNotification? in
            if case .notification(let n) = step { return n } else { return nil }
        }
        let hasShowOrHide = notifications.contains { $0.name == .willShow || $0.name == .willHide }
        for (position, step) in steps.enumerated() {
            switch step {
            case .note(let text):
                currentHandler = nil
                lines.append(text)
            case .notification(let notification):
                currentHandler = nil
                lines.append(notificationLine(notification))
                // WillChangeFrame carries the userInfo line when no WillShow/WillHide
                // follows it (floating keyboards, interactive dragging).
                let isMain = notification.name == .willShow || notification.name == .willHide
                    || (notification.name == .willChangeFrame
                        && (!hasShowOrHide || !nextNotificationIsShowOrHide(steps, after: position)))
                if isMain { lines.append("  " + userInfoLine(notification.userInfo)) }
            case .handler(let handler):
                let header = "\(handler.strategy) \(handler.handler)"
                if currentHandler != header {
                    currentHandler = header
                    lines.append("  " + header)
                }
                lines.append("    " + arithmetic(handler))
            case .layout(let pass):
                currentHandler = nil
                lines += layoutLines(pass)
            case .verdict:
                continue
            }
        }
        return lines
    }

    /// Whether the next notification after `position` is WillShow or WillHide.
    static func nextNotificationIsShowOrHide(_ steps: [TraceStep], after position: Int) -> Bool {
        for step in steps[(position + 1)...] {
            if case .notification(let n) = step { return n.name == .willShow || n.name == .willHide }
        }
        return false
    }

    /// `keyboardWillShow         begin (0, 667, 375, 258)  end (0, 409, 375, 258)`
    static func notificationLine(_ notification: KeyboardNotification) -> String {
        let info = notification.userInfo
        return notification.name.rawValue.padded(to: nameWidth)
            + "  begin " + rect(info.frameBegin, info.heightConfirmed)
            + "  end " + rect(info.frameEnd, info.heightConfirmed)
    }

    /// `userInfo: duration 0.25, curve 7, isLocal true`
    static func userInfoLine(_ info: KeyboardUserInfo) -> String {
        let duration = (info.durationConfirmed ? "" : "≈") + formatNumber(info.duration)
        var text = "userInfo: duration \(duration), curve \(info.curve), isLocal \(info.isLocal)"
        var estimates: [String] = []
        if !info.heightConfirmed { estimates.append("height") }
        if !info.durationConfirmed { estimates.append("duration") }
        if !estimates.isEmpty { text += " (" + estimates.joined(separator: ", ") + " ≈: an estimate)" }
        return text
    }

    /// A handler step as one line: the arithmetic with its numbers when the
    /// step computes a value (`origin.y = 0 − 258 = −258  (origin.y − keyboardHeight)`),
    /// else the step's description.
    static func arithmetic(_ step: HandlerStep) -> String {
        let comment = step.code.firstRange(of: "//").map { String(step.code[$0.upperBound...]).trimmingWhitespace } ?? ""
        guard let result = step.result, let equals = step.formula.firstRange(of: " = ") else {
            // A check or a remark: show the numbers the code comment carries.
            guard !comment.isEmpty, step.result != nil || !step.inputs.isEmpty else { return step.formula }
            let separator = step.formula.hasSuffix("?") || step.formula.hasSuffix(":") ? " " : ": "
            return step.formula + separator + comment
        }
        let lhs = String(step.formula[..<equals.lowerBound])
        var rhs = String(step.formula[equals.upperBound...])
        var remark = ""
        // A trailing parenthetical in words is a remark, not arithmetic.
        if let open = rhs.firstRange(of: " ("), rhs.hasSuffix(")") {
            let inside = String(rhs[open.upperBound...].dropLast())
            if !inside.contains(where: { "+−-×*/<>=(".contains($0) }) {
                remark = inside
                rhs = String(rhs[..<open.lowerBound])
            }
        }
        let commentIsValue = comment.first.map { "0123456789−-(".contains($0) } ?? false
        let numbers = (comment.contains(" = ") && !comment.contains(lhs + " =")) || commentIsValue
            ? comment : formatNumber(result, ascii: false)
        var notes: [String] = []
        if rhs != numbers && !rhs.isEmpty { notes.append(rhs) }
        if !remark.isEmpty { notes.append(remark) }
        let line = "\(lhs) = \(numbers)"
        guard !notes.isEmpty else { return line }
        let note = notes.joined(separator: "; ")
        return line + "  " + (notes.count == 1 && note.hasPrefix("(") && note.hasSuffix(")") ? note : "(" + note + ")")
    }

    /// `layout pass: REASON` then one line per changed frame.
    static func layoutLines(_ pass: LayoutPass) -> [String] {
        var lines = ["layout pass: " + pass.reason]
        if pass.changes.isEmpty {
            lines.append("  no frame changed")
        }
        for change in pass.changes {
            lines.append("  \(change.view) \(FrameTable.format(change.old)) → \(FrameTable.format(change.new))")
        }
        return lines
    }

    /// `(0, 409, 375, 258)`, with `≈` before the height when it is an estimate.
    static func rect(_ rect: Rect, _ confirmed: Bool) -> String {
        let height = (confirmed ? "" : "≈") + formatNumber(rect.height)
        return "(\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(height))"
    }
}
