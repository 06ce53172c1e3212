// `weak var target: AnyObject?`: AnyObject is class-bound, so it may be held weakly
// (a gesture recognizer's target, a delegate typed AnyObject).
class Target {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("\(name) released") }
}

class Recognizer {
    weak var target: AnyObject? = nil
}

let recognizer = Recognizer()
do {
    let screen = Target(name: "screen")
    recognizer.target = screen
    print(recognizer.target != nil, (recognizer.target as? Target)?.name ?? "none")
}
print(recognizer.target == nil)

weak var loose: AnyObject? = Target(name: "loose")
print(loose == nil)
