import KeyboardSim

/// Turns trace steps into explanation lines.
enum TraceFormatter {
    /// Width the notification names are padded to (the longest is keyboardWillChangeFrame).
    static let nameWidth = KeyboardNotificationName.allCases.map(\.rawValue.count).max() ?? 23

    /// Every step except the verdict: notes, notifications (with userInfo),
    /// handler steps (grouped under a header per handler) and layout passes.
    /// `ascii` spells the handler steps' numbers with `-` instead of `−`.
    static func explanation(_ steps: [TraceStep], ascii: Bool) -> [String] {
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
            case .engineNote(let note):
                currentHandler = nil
                lines.append(Messages.current.engineNote(note))
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
                lines.append("    " + handlerLine(handler, ascii: ascii))
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
        if !estimates.isEmpty { text += Messages.current.estimated(estimates.joined(separator: ", ")) }
        return text
    }

    /// A handler step as one line: `target = numbers  (expression; remark)` for a
    /// computed value (`origin.y = 0 − 258 = −258  (origin.y − keyboardHeight)`),
    /// else the words, with the UIKit comment when the step has numbers.
    static func handlerLine(_ step: HandlerStep, ascii: Bool) -> String {
        if let location = step.location {
            // The learner's own line as it ran: `ViewController.swift:14  view.frame.origin.y -= h   0 − 258 = −258`.
            let comment = step.codeComment(ascii: ascii, words: Messages.current.handlerNote).map { "   " + $0 } ?? ""
            return location + "  " + step.uikit + comment
        }
        // A handler's words come from the engine as keys, worded in the session's language.
        let expression = step.words.map { Messages.current.handlerNote($0) } ?? step.expression
        guard let target = step.target, let result = step.result else {
            guard let comment = step.codeComment(ascii: ascii, words: Messages.current.handlerNote), !comment.isEmpty,
                  step.result != nil || !step.operands.isEmpty else { return expression }
            let separator = expression.hasSuffix("?") || expression.hasSuffix(":") ? " " : ": "
            return expression + separator + comment
        }
        let numbers = step.arithmetic.map { $0.text(ascii: ascii, words: Messages.current.handlerNote) } ?? formatNumber(result, ascii: ascii)
        var notes: [String] = []
        if expression != numbers && !expression.isEmpty { notes.append(expression) }
        if let remark = step.remark { notes.append(Messages.current.handlerNote(remark)) }
        let line = "\(target) = \(numbers)"
        guard !notes.isEmpty else { return line }
        let note = notes.joined(separator: "; ")
        return line + "  " + (notes.count == 1 && note.hasPrefix("(") && note.hasSuffix(")") ? note : "(" + note + ")")
    }

    /// `layout pass: REASON` then one line per changed frame.
    static func layoutLines(_ pass: LayoutPass) -> [String] {
        var lines = [Messages.current.layoutPass(pass.reasons.map { Messages.current.layoutReason($0) }.joined(separator: "; "))]
        if pass.changes.isEmpty {
            lines.append("  " + Messages.current.noFrameChanged)
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
