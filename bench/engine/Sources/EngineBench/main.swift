import KeyboardSim

// Builds a scene of `count` views: a scroll view holding a chain of pinned
// text fields (each below the previous one), labels placed by frame, and a
// toolbar pinned to the keyboard layout guide, so every keyboard event runs
// handlers and a full layout pass.
func makeScene(count: Int) -> Simulation {
    var sim = Simulation()
    do {
        try sim.addView(kind: .scrollview, name: "list", frame: Rect(x: 0, y: 20, width: 375, height: 603))
        try sim.addView(kind: .toolbar, name: "bar", frame: Rect(x: 0, y: 623, width: 375, height: 44))
        try sim.pin("bar", .bottom, to: .keyboard, .top)
        try sim.pin("bar", .leading, to: .safe, .leading)
        try sim.pin("bar", .trailing, to: .safe, .trailing)
        let fields = (count - 3) / 2
        var previous: String?
        for i in 0..<fields {
            let name = "field\(i)"
            try sim.addView(kind: .textfield, name: name, frame: Rect(x: 16, y: 0, width: 343, height: 40), parent: "list")
            if let previous {
                try sim.pin(name, .top, to: .view(previous), .bottom, constant: 8)
            } else {
                try sim.pin(name, .top, to: .view("list"), .top, constant: 8)
            }
            try sim.pin(name, .leading, to: .view("list"), .leading, constant: 16)
            try sim.pinSize(name, .height, 40)
            previous = name
        }
        for i in 0..<(count - 3 - fields) {
            try sim.addView(kind: .label, name: "label\(i)", frame: Rect(x: 0, y: Double(i), width: 100, height: 20), parent: "list")
        }
        try sim.setContentHeight("list", Double(fields) * 48 + 8)
        try sim.setStrategy(words: ["scroll", "list"])
    } catch {
        print("bench scene failed: \(error.message)")
    }
    return sim
}

/// Median microseconds per event over `rounds` rounds of focus → switch → dismiss.
func measure(count: Int, rounds: Int) -> (show: Double, switching: Double, hide: Double, rotate: Double, firstAfterEdit: Double, views: Int) {
    let fresh = makeScene(count: count)
    // Steady state: the layout plan (built once per scene edit) is cached.
    var base = fresh
    _ = base.apply(.keyboardShow)
    _ = base.apply(.keyboardHide)
    let clock = ContinuousClock()
    var show: [Double] = [], switching: [Double] = [], hide: [Double] = [], rotate: [Double] = [], first: [Double] = []
    var sink = 0
    func time(_ sim: inout Simulation, _ e: Event) -> Double {
        let start = clock.now
        let t = sim.apply(e)
        let d = clock.now - start
        sink &+= t.steps.count
        return Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
    }
    // One simulation reused across rounds (each round ends in the state it
    // started from), so no copy-on-write copy of the views lands in a timing.
    var sim = base
    for _ in 0..<rounds {
        var edited = fresh
        first.append(time(&edited, .focus("field10")))
        show.append(time(&sim, .focus("field10")))
        switching.append(time(&sim, .focus("field20")))
        hide.append(time(&sim, .dismiss))
        _ = sim.apply(.focus("field5"))
        rotate.append(time(&sim, .rotate(to: nil)))
        _ = sim.apply(.rotate(to: nil))
        _ = sim.apply(.dismiss)
    }
    if sink == 42 { print("") }
    func median(_ a: [Double]) -> Double { a.sorted()[a.count / 2] }
    return (median(show), median(switching), median(hide), median(rotate), median(first), base.views.count)
}

let budget = 50.0
var results: [(Int, Double)] = []
print("KeyboardSim engine benchmark (release); median µs per event")
print("views   focus(show)  switch   dismiss  rotate(hide+layout+show)  first event after a scene edit (plan rebuilt)")
var failed = false
for count in [50, 200, 800] {
    _ = measure(count: count, rounds: 20)  // warm up
    let r = measure(count: count, rounds: 200)
    func f(_ v: Double) -> String {
        let s = String(Int((v * 10).rounded()))
        let padded = s.count < 2 ? "0" + s : s
        return String(padded.dropLast()) + "." + String(padded.suffix(1))
    }
    func col(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: max(1, w - s.count)) }
    print(col(String(r.views), 8) + col(f(r.show), 13) + col(f(r.switching), 9) + col(f(r.hide), 9) + col(f(r.rotate), 26) + f(r.firstAfterEdit))
    let worst = max(r.show, r.switching, r.hide)
    results.append((r.views, worst))
    if r.views == 200 && worst > budget {
        print("FAIL: a keyboard event on 200 views costs \(f(worst)) µs > \(Int(budget)) µs")
        failed = true
    }
}
if results.count == 3 {
    let per50 = results[0].1 / Double(results[0].0)
    let per800 = results[2].1 / Double(results[2].0)
    let ratio = per800 / per50
    print("cost per view: 50 views \(Int(per50 * 1000)) ns, 800 views \(Int(per800 * 1000)) ns (ratio \(Int(ratio * 100))%; linear ≈ 100%)")
    if ratio > 3 { print("FAIL: cost grows faster than linearly"); failed = true }
}
print(failed ? "engine bench: FAIL" : "engine bench: ok (budget \(Int(budget)) µs per event at 200 views)")
if failed { exitFailure() }
