// A `let` part way along an optional-chained assignment: swiftc reports it at
// the assigned member (`width`), not at the `let` property.
struct Size {
    var width = 0
    var height = 0
}

final class Panel {
    let size = Size()
    var title = "Panel"
}

let panel: Panel? = Panel()
panel?.title = "Settings"
panel?.size.width = 320
print(panel?.title ?? "none")
