import KeyboardSim
import Lessons

/// `:trace has ITEM [after ITEM]`: searches what happened on the screen since
/// the exercise's scene was set up (the session's event log), in order.
///
/// Each event contributes, in order, the event as typed (`:focus search`),
/// then for each step: a notification's name (`keyboardWillShow`), a
/// handler's name (`keyboardWillShow(_:)`) and its UIKit code, and
/// `field-switch` when focus moved to another field while the keyboard was up
/// (the show notifications come again with the keyboard already on screen).
struct TraceSearch {
    /// Everything that happened, flattened in order; each entry the texts it matches.
    private var items: [[String]] = []

    init(log: [Trace]) {
        for trace in log where trace.error == nil {
            items.append([trace.event.commandText])
            if case .focus = trace.event, trace.notifications.contains(where: Self.isRepeatedShow) {
                items.append(["field-switch"])
            }
            for step in trace.steps {
                switch step {
                case .notification(let notification): items.append([notification.name.rawValue])
                case .handler(let handler): items.append([handler.handler, handler.code])
                default: break
                }
            }
        }
    }

    /// A WillShow posted while the keyboard was already up where it ends.
    private static func isRepeatedShow(_ notification: KeyboardNotification) -> Bool {
        notification.name == .willShow && notification.userInfo.frameBegin == notification.userInfo.frameEnd
    }

    /// True when the item happened (after the `after` item, when given).
    func contains(_ query: TraceQuery) -> Bool {
        var start = 0
        if let after = query.after {
            guard let index = items.firstIndex(where: { Self.matches($0, after) }) else { return false }
            start = index + 1
        }
        return items[start...].contains { Self.matches($0, query.item) }
    }

    /// An item matches its texts exactly, or a piece of a handler's code.
    private static func matches(_ texts: [String], _ item: String) -> Bool {
        texts.enumerated().contains { index, text in
            text == item || (index == 1 && text.contains(item))
        }
    }
}
