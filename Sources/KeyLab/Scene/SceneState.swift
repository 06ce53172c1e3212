import KeyboardSim

/// The simulated screen and the scene commands' settings, held by
/// `Session.scene`. The simulation is a value: a command edits a copy and
/// stores it back only when the edit succeeded, so errors leave it unchanged.
public struct SceneState {
    /// The screen, its views, the keyboard and the strategy.
    public var simulation: Simulation
    /// Print notifications, handler steps and layout passes after each event
    /// (`:explain off` leaves the verdict only).
    public var explain: Bool
    /// Draw the screen and print the frame table after each event.
    public var draw: Bool
    /// Print the moving views' frames at 0, 25, 50, 75 and 100 % of the animation.
    public var animate: Bool
    /// At a terminal, show a reply taller than the terminal in a pager (`:page`).
    public var page = true
    /// Every event's trace since the session started or the scene was reset (`:trace`).
    public var log: [Trace]
    /// `:predict` guesses waiting for the next event, and those it revealed.
    public var predictions: [Prediction] = []
    public var revealed: [Prediction] = []
    /// The text of the last `:edit` without a file name, offered again at the next one.
    var editedText: String?
    /// Views added with a class of the learner's as their kind (`:add RoundedTextField email …`):
    /// view name → class. `:strategy code` makes those views as instances of it.
    public var viewClasses: [String: String] = [:]

    public init() {
        simulation = Simulation()
        explain = true
        draw = true
        animate = false
        log = []
    }
}
