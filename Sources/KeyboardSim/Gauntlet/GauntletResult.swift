/// Where a gauntlet run took place.
public struct GauntletCase: Equatable, Hashable, Sendable {
    public var sequence: GauntletSequence
    /// The device's id (`iphone-x`).
    public var device: String
    public var orientation: Orientation

    public init(sequence: GauntletSequence, device: String, orientation: Orientation) {
        self.sequence = sequence; self.device = device; self.orientation = orientation
    }
}

/// Why a sequence does not apply to a screen.
public enum GauntletSkip: Equatable, Hashable, Sendable {
    /// Hardware keyboards, undocking and Split View are iPad-only.
    case needsIPad
    /// No text input fits inside the safe area at rest in this orientation.
    case noFieldFits
    /// Switching fields needs two text inputs.
    case needsTwoFields
    /// Only a scroll view can be dragged.
    case needsScrollView
    /// The scene does not fit the screen in the other orientation.
    case otherOrientationDoesNotFit
    /// An event could not happen on this screen (the engine's refusal, in English).
    case eventNotPossible(command: String, reason: String)
}

/// What one sequence on one device and orientation found.
public enum GauntletOutcome: Equatable, Hashable, Sendable {
    case passed
    /// The first property broken, after which step.
    case failed(GauntletFinding, after: String)
    case notApplicable(GauntletSkip)

    public var passed: Bool { self == .passed }
}

/// One run: its outcome, and each step with its trace (for a replay).
public struct GauntletRun: Sendable {
    public var outcome: GauntletOutcome
    /// The steps as commands with what they did and the screen after them, in order (the setup first).
    public var steps: [GauntletStepRecord]
}

/// One step of a run: the command, its trace (nil for a window change) and the screen after it.
public struct GauntletStepRecord: Sendable {
    public var command: String
    public var trace: Trace?
    public var after: Simulation
}
