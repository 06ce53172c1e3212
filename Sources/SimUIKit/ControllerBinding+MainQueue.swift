import KeyboardSim

/// `DispatchQueue.main.async { … }` on the simulated screen: the blocks the
/// learner's code queued run once that code has returned, in the order they
/// were queued, as when the main run loop comes round; then a layout pass runs
/// if they changed constraints.
extension ControllerBinding {
    /// The prelude's function that runs the queued blocks (DispatchQueueSource.swift).
    static let mainQueueDrain = "_keylabDrainMainQueue"

    /// How many blocks run after one piece of code (blocks that queue blocks would never stop otherwise).
    static let mainQueueLimit = 64

    /// Runs the blocks waiting on the main queue, if any, and reads back what they set.
    func runMainQueue(sim: inout Simulation, _ steps: inout [TraceStep]) {
        guard repl.declaresFunction("_keylabMainQueueWaiting"),
              repl.call(function: "_keylabMainQueueWaiting", arguments: []).value == .bool(true) else { return }
        steps.append(.note("DispatchQueue.main: the queued blocks run"))
        run(ControllerBinding.mainQueueDrain, [.int(ControllerBinding.mainQueueLimit)],
            handler: "DispatchQueue.main.async", sim: &sim, &steps)
        sim.layoutFromCode(&steps)
    }
}
