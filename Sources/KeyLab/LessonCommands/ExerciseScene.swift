import Lessons
import SimUIKit

/// Every exercise starts from its own scene: a fresh screen on the default
/// device, then the exercise's `setup:` lines, whatever earlier steps or
/// lessons left on screen. Without this an exercise could pass on leftovers
/// (another lesson's strategy and fields, or an iPad) before anything was typed.
enum ExerciseScene {
    /// Puts the exercise's scene on screen, silently. The learner's output
    /// settings (`:draw`, `:explain`, `:animate`) survive: a setup's
    /// `:draw off` is there to keep test transcripts short.
    /// Returns the setup lines that failed (a broken lesson), as messages.
    @discardableResult
    static func start(_ exercise: Exercise, in session: Session) -> [String] {
        let settings = (session.scene.explain, session.scene.draw, session.scene.animate)
        // Controllers of earlier exercises leave: their observers would act on this screen.
        ControllerBinding.forgetControllers(in: session.swift)
        freshScreen(session)
        var problems: [String] = []
        for line in exercise.setup {
            let reply = session.handle(line)
            if reply.failed { problems.append("setup line '\(line)' fails: \(reply.output.trimmingWhitespace)") }
        }
        (session.scene.explain, session.scene.draw, session.scene.animate) = settings
        session.lessons.swiftEntriesBeforeExercise = session.swift.acceptedEntries.count
        session.lessons.replayedEntries = []
        session.lessons.exerciseStartScene = (session.scene.simulation, session.scene.log.count)
        return problems
    }

    /// An empty screen on the default device with no strategy and an empty
    /// log, keeping the output settings (what a transcript starts from).
    static func freshScreen(_ session: Session) {
        let settings = (session.scene.explain, session.scene.draw, session.scene.animate)
        session.scene = SceneState()
        (session.scene.explain, session.scene.draw, session.scene.animate) = settings
    }
}
