/// Whether the learner has tried the current exercise: typed Swift of their
/// own (not `:replay`'s examples) or changed the screen (a command, an event)
/// since its scene was set up. A failed `:check` opens `:solution` only then,
/// so an empty `:check` right away does not hand out the answer.
enum ExerciseAttempt {
    static func made(in session: Session) -> Bool {
        let state = session.lessons
        let typed = session.swift.acceptedEntries.indices
            .dropFirst(state.swiftEntriesBeforeExercise)
            .contains { !state.replayedEntries.contains($0) }
        if typed { return true }
        guard let start = state.exerciseStartScene else { return true }
        return session.scene.simulation != start.simulation || session.scene.log.count != start.events
    }
}
