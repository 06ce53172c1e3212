import Lessons

/// `:lessons`, `:lesson ID`, `:next`, `:back`.
extension LessonCommands {
    static var lessons: Command {
        Command(
            name: "lessons", group: .lessons,
            summary: "list lessons (✓ finished, → current)",
            usage: ":lessons",
            example: ":lessons",
            run: { session, _ in
                let library: LessonLibrary
                switch requireLibrary(session) {
                case .success(let value): library = value
                case .failure(let error): return reply(session, error.message, failed: true)
                }
                return reply(session, LessonList.render(library, session: session))
            }
        )
    }

    static var lesson: Command {
        Command(
            name: "lesson", group: .lessons,
            summary: "start a lesson, or resume where you were",
            usage: ":lesson [ID]",
            example: ":lesson swift-basics/variables",
            details: "Without an ID, resumes the lesson you were following (or starts the first). IDs are listed by :lessons; the part after the / is enough when it is unique.",
            complete: completeLessonIDs,
            run: { session, invocation in
                let library: LessonLibrary
                switch requireLibrary(session) {
                case .success(let value): library = value
                case .failure(let error): return reply(session, error.message, failed: true)
                }
                let target: Lesson
                if let word = invocation.arguments.first {
                    guard let found = resolve(word, in: library) else {
                        var message = session.messages.noSuchLesson(Suggestions.echo(word))
                        if let hint = Suggestions.didYouMean(word, in: library.lessons.map(\.id), language: session.messages.language) { message += "\n" + hint }
                        return reply(session, message + "\n" + session.messages.listNote, failed: true)
                    }
                    target = found
                } else if let id = session.lessons.progress.currentLesson, let found = library.lesson(id: id) {
                    target = found
                } else if let first = library.lessons.first {
                    target = first
                } else {
                    return reply(session, session.messages.noLessons, failed: true)
                }
                session.lessons.open(target)
                var prefix = LessonResume.note(LessonResume.restoreOnArrival(target, in: session), in: session)
                if library.fallbackIDs.contains(target.id) {
                    prefix += WordWrap.lines(session.messages.notTranslated(language: library.language), width: session.environment.width).map(session.style.yellow)
                }
                let missing = target.requires.filter { id in
                    library.lesson(id: id).map { !session.lessons.isFinished($0) } ?? false
                }
                if !missing.isEmpty {
                    prefix += WordWrap.lines(session.messages.buildsOn(missing.map { ":lesson \($0)" }.joined(separator: ", ")),
                                             width: session.environment.width).map(session.style.dim)
                }
                return showStep(session, target, prefix: prefix)
            }
        )
    }

    /// An id, or the name part of one when that is unique.
    static func resolve(_ word: String, in library: LessonLibrary) -> Lesson? {
        if let exact = library.lesson(id: word) { return exact }
        let byName = library.lessons.filter { $0.id.hasSuffix("/" + word) }
        return byName.count == 1 ? byName[0] : nil
    }

    static var next: Command {
        Command(
            name: "next", group: .lessons,
            summary: "go to the next step of the lesson",
            usage: ":next",
            example: ":next",
            run: { session, _ in
                let lesson: Lesson
                switch requireCurrent(session) {
                case .success(let value): lesson = value
                case .failure(let error): return reply(session, error.message, failed: true)
                }
                let state = session.lessons
                let step = state.currentStep
                let wasFinished = state.isFinished(lesson)
                let solved = state.finishStep(step, in: lesson)
                var prefix: [String] = []
                if !solved {
                    prefix += WordWrap.lines(session.messages.unsolvedNote, width: session.environment.width).map(session.style.yellow)
                }
                guard step + 1 < lesson.steps.count else {
                    return reply(session, (prefix + [lessonEnd(session, lesson, justFinished: !wasFinished)]).joined(separator: "\n"))
                }
                state.move(to: step + 1, in: lesson)
                var text = prefix
                if !wasFinished && state.isFinished(lesson) { text.append(finishedLine(session, lesson)) }
                return showStep(session, lesson, prefix: text)
            }
        )
    }

    static var back: Command {
        Command(
            name: "back", group: .lessons,
            summary: "go back to the previous step",
            usage: ":back",
            example: ":back",
            run: { session, _ in
                let lesson: Lesson
                switch requireCurrent(session) {
                case .success(let value): lesson = value
                case .failure(let error): return reply(session, error.message, failed: true)
                }
                let step = session.lessons.currentStep
                guard step > 0 else {
                    return reply(session, session.messages.firstStep(title: lesson.title))
                }
                session.lessons.move(to: step - 1, in: lesson)
                return showStep(session, lesson)
            }
        )
    }

    /// What `:next` says on the last step: finished or not, it offers the
    /// next lesson, so the last step never ends in a dead end.
    static func lessonEnd(_ session: Session, _ lesson: Lesson, justFinished: Bool) -> String {
        let state = session.lessons
        guard state.isFinished(lesson) else {
            let record = state.record(lesson)
            let open = lesson.steps.indices.filter { !record.finishedSteps.contains($0) }.map { String($0 + 1) }
            let notFinished = WordWrap.text(session.messages.lastStepUnfinished(steps: open.joined(separator: ", ")),
                                            width: session.environment.width)
            return [notFinished, nextLessonLine(session, after: lesson)].filter { !$0.isEmpty }.joined(separator: "\n")
        }
        let first = justFinished ? finishedLine(session, lesson) : WordWrap.text(session.messages.lastStep, width: session.environment.width)
        return first + "\n" + nextLessonLine(session, after: lesson)
    }

    static func finishedLine(_ session: Session, _ lesson: Lesson) -> String {
        session.style.green(session.style.check + " " + session.messages.lessonFinished(title: lesson.title))
    }

    static func nextLessonLine(_ session: Session, after lesson: Lesson) -> String {
        guard let library = session.lessons.library else { return "" }
        if let following = nextLesson(after: lesson, in: library, isFinished: session.lessons.isFinished) {
            return WordWrap.lines(session.messages.nextUp(title: following.title, id: following.id), width: session.environment.width).joined(separator: "\n")
        }
        return session.messages.allFinished
    }

    /// The lesson to offer after `lesson`, never one whose prerequisites
    /// (`requires`) are not all finished while a ready one exists: the first
    /// ready lesson that builds on it, else the first ready one after it in
    /// course order, else the first ready one anywhere; only when no open
    /// lesson is ready (every path blocked) the first unfinished one.
    static func nextLesson(after lesson: Lesson, in library: LessonLibrary, isFinished: (Lesson) -> Bool) -> Lesson? {
        let open = library.lessons.filter { $0.id != lesson.id && !isFinished($0) }
        // A prerequisite counts as met when finished, when it is the lesson
        // just left (offered at its end), or when no lesson has that id.
        let ready = open.filter { candidate in
            candidate.requires.allSatisfy { id in
                id == lesson.id || (library.lesson(id: id).map(isFinished) ?? true)
            }
        }
        if let buildsOn = ready.first(where: { $0.requires.contains(lesson.id) }) { return buildsOn }
        let index = library.index(of: lesson.id) ?? -1
        let after = Set(library.lessons.dropFirst(index + 1).map(\.id))
        return ready.first { after.contains($0.id) } ?? ready.first ?? open.first
    }
}

/// The `:lessons` listing.
enum LessonList {
    static func render(_ library: LessonLibrary, session: Session) -> String {
        let style = session.style
        let state = session.lessons
        var lines = WordWrap.lines(session.messages.listHeader(check: style.check, arrow: style.arrow), width: session.environment.width)
        let idWidth = library.lessons.map(\.id.displayWidth).max() ?? 0
        for (topic, lessons) in library.topics {
            lines.append("")
            lines.append(style.bold(topic))
            for lesson in lessons {
                let record = state.record(lesson)
                let isCurrent = lesson.id == (state.currentLessonID ?? state.progress.currentLesson)
                let mark = state.isFinished(lesson) ? style.green(style.check) : (isCurrent ? style.cyan(style.arrow) : " ")
                var title = lesson.title
                if isCurrent && !state.isFinished(lesson) {
                    title += session.messages.listStep(record.step(within: lesson.steps.count) + 1, of: lesson.steps.count)
                }
                if library.fallbackIDs.contains(lesson.id) { title += session.messages.listEnglish }
                // The title wraps under itself at spaces, never inside a word.
                let prefix = "  \(mark) " + style.cyan(lesson.id.padded(to: idWidth)) + "  "
                lines += WordWrap.hanging(prefix, title, width: session.environment.width)
            }
        }
        let broken = Set(library.diagnostics.filter { $0.severity == .error }.map(\.file)).count
        if broken > 0 {
            lines.append("")
            lines.append(style.yellow(session.messages.brokenFiles(broken)))
        }
        return lines.joined(separator: "\n")
    }
}
