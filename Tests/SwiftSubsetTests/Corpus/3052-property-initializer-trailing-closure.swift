// A stored property's initial value may end in a trailing closure; only a
// brace that starts with willSet or didSet opens observers.
struct Thread {
    var lines: [String] = (1...3).map { "Line \($0)" }
    var squares = [1, 2, 3].map { n in n * n }
}

final class Inbox {
    var unread: [Int] = [4, 8, 15].filter { $0 > 5 } {
        didSet { print("unread was \(oldValue.count), now \(unread.count)") }
    }
    var label = ["a", "b"].map { $0.uppercased() } {
        willSet(next) { print("label becomes \(next)") }
    }
}

let t = Thread()
print(t.lines, t.squares)
let inbox = Inbox()
print(inbox.unread, inbox.label)
inbox.unread = []
inbox.label = ["Z"]
