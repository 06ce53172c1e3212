import Lessons

/// `:progress` and `:reset-progress`.
extension LessonCommands {
    static var progress: Command {
        Command(
            name: "progress", group: .lessons,
            summary: "what you have finished, topic by topic",
            usage: ":progress",
            example: ":progress",
            run: { session, _ in
                let library: LessonLibrary
                switch requireLibrary(session) {
                case .success(let value): library = value
                case .failure(let error): return reply(session, error.message, failed: true)
                }
                let state = session.lessons
                let style = session.style
                let finished = library.lessons.filter(state.isFinished)
                let solved = library.lessons.reduce(0) { sum, lesson in
                    let keys = Set(lesson.exercises.map(\.key))
                    return sum + state.record(lesson).finishedExercises.intersection(keys).count
                }
                let exercises = library.lessons.reduce(0) { $0 + $1.exercises.count }
                var lines = [session.messages.progressSummary(lessons: finished.count, of: library.lessons.count, exercises: solved, of: exercises)]
                let topicWidth = library.topics.map(\.topic.displayWidth).max() ?? 0
                let countWidth = library.topics.map { "\($0.lessons.count)/\($0.lessons.count)".count }.max() ?? 0
                for (topic, lessons) in library.topics {
                    let marks = lessons.map { state.isFinished($0) ? style.green(style.check) : style.dim(style.unicode ? "·" : ".") }.joined()
                    let done = lessons.filter(state.isFinished).count
                    let count = "\(done)/\(lessons.count)"
                    lines.append("  " + topic.padded(to: topicWidth) + "  " + count.padded(to: countWidth) + "  " + marks)
                }
                if let id = state.currentLessonID ?? state.progress.currentLesson, let current = library.lesson(id: id) {
                    let step = state.record(current).step(within: current.steps.count) + 1
                    lines.append(session.messages.progressCurrent(title: current.title, step: step, count: current.steps.count, id: id))
                }
                if let store = state.store, store.lastSaveFailed {
                    lines.append(style.dim(session.messages.notSaved(problem: store.saveProblem, path: store.path)))
                } else if let store = state.store {
                    lines.append(style.dim(session.messages.savedIn(store.path)))
                } else {
                    lines.append(style.dim(session.messages.notSavedHere))
                }
                return reply(session, lines.joined(separator: "\n"))
            }
        )
    }

    static var resetProgress: Command {
        Command(
            name: "reset-progress", group: .lessons,
            summary: "forget all progress (asks to confirm)",
            usage: ":reset-progress [yes]",
            example: ":reset-progress yes",
            complete: { _, index, _ in index == 0 ? ["yes"] : [] },
            run: { session, invocation in
                let state = session.lessons
                switch invocation.arguments {
                case []:
                    let started = state.progress.lessons.count
                    return reply(session, session.messages.resetAsk(started: started))
                case ["yes"]:
                    state.resetProgress()
                    return reply(session, session.messages.resetDone)
                default:
                    return .failure(session.messages.resetArgument)
                }
            }
        )
    }
}
