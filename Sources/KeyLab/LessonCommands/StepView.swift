import Lessons

/// The text of one lesson step as the learner sees it.
struct StepView {
    let style: Style
    let width: Int
    let messages: Messages

    init(session: Session) {
        style = session.style
        width = min(session.environment.width, 100)
        messages = session.messages
    }

    var renderer: MarkdownRenderer { MarkdownRenderer(style: style, width: width, language: messages.language) }

    func render(_ lesson: Lesson, step index: Int, state: LessonState) -> String {
        let step = lesson.steps[index]
        let finished = state.record(lesson).finishedSteps.contains(index)
        let header = messages.stepHeader(title: lesson.title, step: index + 1, count: lesson.steps.count)
        // A long lesson title wraps rather than running past the terminal's edge (the mark stays
        // on the last line, the colour is applied per line so it never spans a line break).
        var headerLines = WordWrap.lines(header, width: max(20, width - 2))
        if finished, let last = headerLines.popLast() {
            headerLines.append(last + " " + style.green(style.check))
        }
        var lines = headerLines.map { style.dim($0) }
        lines += renderer.render([.heading(level: 1, InlineMarkdown.parse(step.title))])
        lines.append("")
        if index == 0 && !lesson.introduction.isEmpty {
            lines += renderer.render(lesson.introduction)
            lines.append("")
        }
        lines += renderer.render(step.blocks)
        lines.append("")
        lines.append(style.dim(footer(lesson, step: index)))
        return lines.joined(separator: "\n")
    }

    private func footer(_ lesson: Lesson, step index: Int) -> String {
        var parts: [String] = []
        let step = lesson.steps[index]
        if !step.exercises.isEmpty { parts += [":hint", ":check"] }
        if !step.transcripts.isEmpty { parts.append(":replay") }
        if index > 0 { parts.append(":back") }
        parts.append(index + 1 < lesson.steps.count ? ":next" : ":lessons")
        return "(" + parts.joined(separator: "  ") + ")"
    }
}
