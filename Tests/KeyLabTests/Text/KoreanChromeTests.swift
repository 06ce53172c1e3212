import Testing
@testable import KeyLab

/// With `--lang ko`, keylab's own words around the lessons are Korean.
@Suite struct KoreanChromeTests {
    private func session(_ language: String) -> Session {
        Session(environment: SessionEnvironment(language: language, lessonsDirectory: LessonFixtures.lessons))
    }

    @Test func theGreetingIsKorean() {
        let greeting = session("ko").greeting()
        #expect(greeting.contains("터미널에서 Swift와 iOS 키보드 처리를 배워요."))
        #expect(greeting.contains("처음이신가요? 첫 레슨부터 시작해요: “첫걸음”, :lesson demo/first"))
        #expect(!greeting.contains("Type Swift to run it"))
    }

    @Test func theStepChromeIsKorean() {
        let s = session("ko")
        #expect(s.handle(":lesson demo/first").output.hasPrefix("첫걸음 · 3단계 중 1단계\n"))
        let second = s.handle(":next").output
        #expect(second.contains("3단계 중 2단계"))
        #expect(second.contains("✎ 연습 문제"))
        #expect(s.handle(":hint").output.hasPrefix("힌트 1/"))
        let check = s.handle(":check")
        #expect(check.failed)
        #expect(check.output.hasPrefix("✗ 아직이에요:"))
        #expect(check.output.contains("`answer`가 아직 선언되지 않았어요"))
    }

    @Test func commandErrorsAreKorean() {
        let reply = session("ko").handle(":hlep")
        #expect(reply.failed)
        #expect(reply.output == "오류: ':hlep' 명령은 없어요\n혹시 ':help'를 찾으셨나요?\n")
    }

    @Test func expectAndVerdictAreKorean() {
        let s = session("ko")
        for line in [":add textField nickname 16 500 343 44", ":focus nickname"] { _ = s.handle(line) }
        let expect = s.handle(":expect nickname.y == 1")
        #expect(expect.failed)
        #expect(expect.output == "오류: 기대한 값은 nickname.y == 1, 실제 값은 500\n")
        #expect(s.handle(":focus nickname").output.contains("판정: nickname:"))
    }

    @Test func englishStaysEnglish() {
        let s = session("en")
        #expect(s.greeting().contains("Type Swift to run it, :help for commands"))
        #expect(s.handle(":lesson demo/first").output.hasPrefix("First steps · step 1 of 3\n"))
    }
}
