struct StepCounter {
    var steps = 0 {
        willSet {
            print("About to set steps to \(newValue)")
        }
        didSet {
            if steps > oldValue {
                print("Added \(steps - oldValue) steps")
            }
        }
    }
}
var counter = StepCounter()
counter.steps = 200
counter.steps = 360
counter.steps += 10
