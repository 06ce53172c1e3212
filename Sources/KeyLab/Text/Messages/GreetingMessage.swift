/// The greeting and the start-up lines that offer a lesson.
enum GreetingMessage: String, CaseIterable, MessageEntry {
    case banner, usage, continueLesson, nextLesson, firstLesson

    var english: String {
        switch self {
        case .banner: return "keylab {version} — Swift and iOS keyboard handling, in your terminal."
        case .usage: return "Type Swift to run it, :help for commands, :lessons for the course, :quit to leave."
        case .continueLesson: return "Welcome back: continue “{title}” (step {step} of {count}) with :lesson {id}"
        case .nextLesson: return "Welcome back: next up, “{title}”, with :lesson {id}"
        case .firstLesson: return "New here? Start the first lesson, “{title}”, with :lesson {id}"
        }
    }

    var korean: String {
        switch self {
        case .banner: return "keylab {version} — 터미널에서 Swift와 iOS 키보드 처리를 배워요."
        case .usage: return "Swift 코드를 입력하면 바로 실행돼요. 명령어는 :help, 강좌는 :lessons, 끝내려면 :quit을 입력하세요."
        case .continueLesson: return "다시 오셨네요! 하던 레슨을 이어서 해요: “{title}”({count}단계 중 {step}단계), :lesson {id}"
        case .nextLesson: return "다시 오셨네요! 다음 레슨으로 넘어가요: “{title}”, :lesson {id}"
        case .firstLesson: return "처음이신가요? 첫 레슨부터 시작해요: “{title}”, :lesson {id}"
        }
    }
}

extension Messages {
    /// `keylab 0.1.0 — Swift and iOS keyboard handling, in your terminal.`
    func banner(version: String) -> String { text(GreetingMessage.banner, ["version": version]) }
    /// The line that says how to use the REPL.
    var usage: String { text(GreetingMessage.usage) }
    /// Offers to continue an unfinished lesson at `step` (1-based).
    func continueLesson(title: String, step: Int, count: Int, id: String) -> String {
        text(GreetingMessage.continueLesson, ["title": title, "step": "\(step)", "count": "\(count)", "id": id])
    }
    /// Offers the lesson after a finished one.
    func nextLesson(title: String, id: String) -> String {
        text(GreetingMessage.nextLesson, ["title": title, "id": id])
    }
    /// Offers the first lesson to a new learner.
    func firstLesson(title: String, id: String) -> String {
        text(GreetingMessage.firstLesson, ["title": title, "id": id])
    }
}
