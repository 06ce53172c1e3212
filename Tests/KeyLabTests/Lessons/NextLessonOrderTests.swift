import Testing
@testable import KeyLab
@testable import Lessons

/// `:next` at the end of a lesson offers a lesson whose prerequisites are done.
@Suite("the next lesson follows requires:")
struct NextLessonOrderTests {
    @Test("after user-info the course offers observers, not shift-view (which needs first-responder too)")
    func userInfoThenObservers() throws {
        let library = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: "en")
        let done: Set<String> = ["keyboard/the-problem", "keyboard/notifications", "keyboard/user-info"]
        let userInfo = try #require(library.lesson(id: "keyboard/user-info"))
        let offered = LessonCommands.nextLesson(after: userInfo, in: library) { done.contains($0.id) }
        #expect(offered?.id == "keyboard/observers")
        // A learner who jumped from notifications straight to user-info and then finished first-responder.
        let firstResponder = try #require(library.lesson(id: "keyboard/first-responder"))
        let later = LessonCommands.nextLesson(after: firstResponder, in: library) {
            done.union(["keyboard/first-responder"]).contains($0.id)
        }
        #expect(later?.id == "keyboard/shift-view")
    }

    @Test("a learner who takes every offered lesson meets each one after its prerequisites, in both languages")
    func wholeCourseWalk() throws {
        for language in ["en", "ko"] {
            let library = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language)
            var finished: Set<String> = []
            var current = try #require(library.lessons.first)
            while true {
                let missing = current.requires.filter { !finished.contains($0) }
                #expect(missing.isEmpty, "\(language): \(current.id) offered before \(missing)")
                finished.insert(current.id)
                guard let next = LessonCommands.nextLesson(after: current, in: library, isFinished: { finished.contains($0.id) }) else { break }
                current = next
            }
            #expect(finished.count == library.lessons.count, "\(language): never offered \(library.lessons.map(\.id).filter { !finished.contains($0) })")
        }
    }
}
