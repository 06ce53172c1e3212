import Foundation
import Testing
@testable import KeyLab

/// `keylab check-lessons --lang ko` tells a Korean lesson's author what is
/// wrong in Korean; the `file:line: error:` prefix and the lesson's own text
/// stay as they are.
@Suite struct KoreanCheckLessonsTests {
    /// The broken fixture lessons, moved under `ko/`.
    static func brokenKoreanLessons() throws -> String {
        let copy = try LessonFixtures.copy(LessonFixtures.broken)
        try FileManager.default.moveItem(atPath: copy + "/en", toPath: copy + "/ko")
        return copy
    }

    @Test func aBrokenKoreanLessonIsReportedInKorean() throws {
        let root = try Self.brokenKoreanLessons()
        let outcome = LessonSuiteCheck.run(path: root, languages: ["ko"], swiftcPath: nil, bless: false)
        let file = root + "/ko/01-demo/01-wrong-output.md"
        let messages = outcome.diagnostics.map(\.description)
        #expect(messages.contains(file + ":21: error: 연습 문제의 검사가 새 세션에서 이미 통과해요: 푼 연습 문제와 손대지 않은 연습 문제를 구별하지 못해요"), "\(messages)")
        #expect(messages.contains(file + ":21: error: 연습 문제에 틀린 답이 0개 있어요. check-lessons가 검사가 틀린 답을 거부하는지 확인할 수 있도록 'mistake:'로 틀린 답을 2개 이상 적어 주세요"))
        #expect(messages.contains { $0.hasPrefix(file + ":11: error: transcript의 출력이 달라요: '> :help quit'\n  예상:\n    | usage: :quit") && $0.contains("\n  실제:") })
        #expect(messages.contains { $0.hasPrefix(file + ":26: error: 풀이(solution)의 출력이 달라요: '> :help quit'") })
        #expect(!messages.contains { $0.contains("the exercise") || $0.contains("output differs") })
        #expect(outcome.summary.last == "레슨 1개를 검사했어요 (ko: 1): transcript 1개, 연습 문제 1개, 컴파일한 swift 블록 0개; 에러 \(outcome.errorCount)개")
    }

    @Test func blessingAKoreanLessonNotesTheRewriteInKorean() throws {
        let root = try Self.brokenKoreanLessons()
        let outcome = LessonSuiteCheck.run(path: root, languages: ["ko"], swiftcPath: nil, bless: true)
        let notes = outcome.diagnostics.filter { $0.severity == .note }.map(\.message)
        #expect(notes.contains { $0.hasPrefix("bless로 고쳤어요: transcript의 출력이 달라요: '> :help quit'") }, "\(notes)")
        #expect(outcome.summary.last?.hasSuffix("; 파일 1개를 bless했어요") == true)
    }
}
