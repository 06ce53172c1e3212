// A `let` part way along the receiver of a mutating method: reported at the
// method's name.
struct Counter {
    var taps = 0
    mutating func tap() { taps += 1 }
}

struct Stats {
    var counter = Counter()
}

final class Screen {
    let stats = Stats()
}

let screen = Screen()
screen.stats.counter.tap()
print(screen.stats.counter.taps)
