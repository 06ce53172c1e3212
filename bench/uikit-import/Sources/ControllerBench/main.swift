#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KeyboardSim
import SimUIKit
import SwiftSubset

// One keyboard event with the learner's controller on a 200-view scene:
// the notifications the engine posts, the learner's handlers (a shift-view
// controller with selector observers, as seed 000 writes it), the copy of the
// scene in and out of the prelude's views, the layout pass and the verdict.
// No drawing. Issue 13's budget: 200 µs median per event.

let budgetMicroseconds = 200.0
let rounds = 2001

let source = """
class ViewController: UIViewController {
    var isKeyboard = false

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: NSNotification) {
        guard !isKeyboard else { return }
        if let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
            let keyboardHeight = keyboardFrame.cgRectValue.height
            UIView.animate(withDuration: 0.25) {
                self.view.frame.origin.y -= keyboardHeight
            }
            isKeyboard = true
        }
    }

    @objc func keyboardWillHide(_ notification: NSNotification) {
        guard isKeyboard else { return }
        if let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
            let keyboardHeight = keyboardFrame.cgRectValue.height
            UIView.animate(withDuration: 0.25) {
                self.view.frame.origin.y += keyboardHeight
            }
            isKeyboard = false
        }
    }
}
"""

func microseconds(_ d: Duration) -> Double {
    let (seconds, attoseconds) = d.components
    return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
}

func fail(_ message: String) -> Never {
    print("controller bench: \(message)")
    exit(2)
}

let repl = SwiftREPL(modules: UIKitPrelude.modules)
if repl.evaluate("import UIKit").failed { fail("import UIKit failed") }
let loaded = repl.evaluate(source, fileName: "ViewController.swift")
if loaded.failed { fail("the controller did not load:\n\(loaded.output)") }

var sim = Simulation()
do {
    try sim.setDevice("iphone-8")
    // 200 views: 198 labels in a column, then the two fields.
    for k in 0..<198 {
        try sim.addView(kind: .label, name: "label\(k)", frame: Rect(x: 20, y: Double(k % 60) * 10, width: 100, height: 10))
    }
    try sim.addView(kind: .textfield, name: "email", frame: Rect(x: 20, y: 100, width: 335, height: 40))
    try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: 547, width: 335, height: 40))
} catch {
    fail("scene: \(error)")
}
let binding = ControllerBinding(repl: repl)
binding.tracesStatements = false
guard case .success(let name) = ControllerBinding.resolveClass(nil, in: repl),
      case .success = binding.install(className: name, in: &sim) else { fail("install failed") }

let clock = ContinuousClock()
var times: [Double] = []
times.reserveCapacity(rounds)
for k in 0..<rounds {
    let event: Event = k % 2 == 0 ? .focus("nickname") : .dismiss
    let start = clock.now
    let trace = sim.apply(event)
    times.append(microseconds(clock.now - start))
    if trace.error != nil { fail("event failed: \(event)") }
}
if sim.views[0].frame.y != -258 { fail("the controller did not shift the view (y \(sim.views[0].frame.y))") }
let median = times.sorted()[times.count / 2]
print("controller bench (release): 200 views, learner's shift-view controller with selector observers")
print("median per keyboard event: \(Double(Int(median * 10)) / 10) µs (budget \(Int(budgetMicroseconds)) µs, \(rounds) events)")
if median > budgetMicroseconds {
    print("controller bench: MISSED")
    exit(1)
}
print("controller bench: ok")

// Not budgeted: the first entry that imports UIKit and the four library
// stand-ins (RxSwift, RxCocoa, Combine, SnapKit), in a fresh session.
func firstEntryMilliseconds(_ text: String) -> Double {
    let session = SwiftREPL(modules: UIKitPrelude.modules)
    let start = clock.now
    let r = session.evaluate(text)
    let elapsed = microseconds(clock.now - start) / 1000
    if r.failed { fail("entry failed:\n\(r.output)") }
    return elapsed
}
var withLibraries: [Double] = []
for _ in 0..<21 {
    withLibraries.append(firstEntryMilliseconds("import UIKit\nimport RxSwift\nimport RxCocoa\nimport Combine\nimport SnapKit\n"))
}
let libraries = withLibraries.sorted()[withLibraries.count / 2]
print("first entry importing UIKit, RxSwift, RxCocoa, Combine and SnapKit: \(Double(Int(libraries * 100)) / 100) ms (median of 21)")
