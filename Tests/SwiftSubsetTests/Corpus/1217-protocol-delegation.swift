protocol QuizDelegate: AnyObject {
    func quizDidStart()
    func quizDidEnd(score: Int)
}
class Scoreboard: QuizDelegate {
    func quizDidStart() { print("Quiz started") }
    func quizDidEnd(score: Int) { print("Final score: \(score)") }
}
class Quiz {
    weak var delegate: QuizDelegate?
    func run() {
        delegate?.quizDidStart()
        delegate?.quizDidEnd(score: 7)
    }
}
let board = Scoreboard()
let quiz = Quiz()
quiz.delegate = board
quiz.run()
