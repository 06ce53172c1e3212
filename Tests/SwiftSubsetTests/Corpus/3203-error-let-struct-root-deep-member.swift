// A `let` struct at the root of a two-step path: swiftc points at the last
// member assigned, not the first.
struct Margin {
    var top = 8.0
}

struct Layout {
    var margin = Margin()
}

let layout = Layout()
layout.margin.top = 16
print(layout.margin.top)
