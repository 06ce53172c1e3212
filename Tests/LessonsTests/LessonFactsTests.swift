import Foundation
import Testing
@testable import Lessons

/// Facts the shipped lessons used to get wrong (issue 15), in every language.
@Suite("lesson facts")
struct LessonFactsTests {
    private func lesson(_ id: String, _ language: String) throws -> (Lesson, String) {
        let library = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language)
        let lesson = try #require(library.lesson(id: id))
        return (lesson, try String(contentsOfFile: lesson.file, encoding: .utf8))
    }

    private func allTexts(_ language: String) throws -> [(String, String)] {
        try LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language).lessons.map {
            ($0.id, try String(contentsOfFile: $0.file, encoding: .utf8))
        }
    }

    @Test("no authoring words reach the learner", arguments: LessonLanguage.supported)
    func noAuthoringWords(language: String) throws {
        for (id, text) in try allTexts(language) {
            for word in ["seed", "the check divides", "original article", "원문", "원래 글", "검사식은"] {
                #expect(!text.lowercased().contains(word), "\(id) says '\(word)'")
            }
        }
    }

    @Test("viewDidLoad with viewWillDisappear is not offered as a pairing", arguments: LessonLanguage.supported)
    func observerPairing(language: String) throws {
        let (_, text) = try lesson("keyboard/observers", language)
        #expect(!text.contains("(or in `viewWillDisappear`"))
        #expect(!text.contains("`viewWillDisappear`에서 해제): 화면이 살아 있는 내내"))
        #expect(text.contains(language == "en" ? "never listens again" : "다시는 알림을 듣지 못해요"))
    }

    @Test("the scroll rule's mixed coordinate spaces are pointed out", arguments: LessonLanguage.supported)
    func scrollRuleCoordinates(language: String) throws {
        let (_, text) = try lesson("keyboard/scroll", language)
        #expect(text.contains(language == "en" ? "mixes two coordinate spaces" : "서로 다른 좌표 공간"))
        #expect(text.contains("form.contentOffset.y"))
    }

    @Test("the rotation order is not called documented", arguments: LessonLanguage.supported)
    func rotationNotDocumented(language: String) throws {
        for id in ["keyboard/rotation", "keyboard/user-info"] {
            let (_, text) = try lesson(id, language)
            for phrase in ["documented order", "UIKit documents", "documented model", "문서에 적힌", "문서상", "문서에 나온", "UIKit 문서는"] {
                #expect(!text.contains(phrase), "\(id) \(language): '\(phrase)'")
            }
        }
    }

    @Test("keyboard frames are converted from the screen, not from nil (the window), in code", arguments: LessonLanguage.supported)
    func convertFromScreen(language: String) throws {
        for lesson in LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language).lessons {
            for snippet in lesson.swiftSnippets {
                #expect(!snippet.code.contains("convert(end, from: nil)"), "\(lesson.id):\(snippet.line)")
            }
        }
        let (_, text) = try lesson("keyboard/user-info", language)
        #expect(text.contains("screen.coordinateSpace"))
    }

    @Test("no handler hard-codes the animation duration", arguments: LessonLanguage.supported)
    func durationNotHardCoded(language: String) throws {
        for lesson in LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language).lessons {
            for snippet in lesson.swiftSnippets {
                #expect(!snippet.code.contains("withDuration: 0.25"), "\(lesson.id):\(snippet.line)")
            }
        }
    }

    @Test("overflow is not presented as Swift's own message", arguments: LessonLanguage.supported)
    func overflowWording(language: String) throws {
        let (_, text) = try lesson("swift-basics/data-types", language)
        #expect(!text.contains("Swift stops the program with an overflow error"))
        #expect(!text.contains("Swift가 오버플로 에러로 프로그램을 멈춰요"))
        #expect(text.contains("Illegal") && (text.contains("arithmetic\noverflow") || text.contains("arithmetic overflow\"")))
    }

    /// Issue 28: a bar made in code and pinned with anchors needs its autoresizing
    /// constraints off, or they fight the anchors on a device.
    @Test("code that pins a view with anchors turns off its autoresizing constraints", arguments: LessonLanguage.supported)
    func anchorsNeedAutoresizingOff(language: String) throws {
        let (lesson, _) = try lesson("keyboard/modern", language)
        let blocks = lesson.swiftSnippets.map(\.code) + lesson.exercises.map { $0.2.solution.entries.map(\.input).joined(separator: "\n") }
        for code in blocks where code.contains("NSLayoutConstraint.activate") {
            #expect(code.contains("translatesAutoresizingMaskIntoConstraints = false"), "\(code.prefix(80))")
        }
    }

    /// Issue 28: `removeObserver(self)` also drops a superclass's observers, so the
    /// solutions remove by name in `viewWillDisappear`.
    @Test("solutions remove observers by name in viewWillDisappear", arguments: LessonLanguage.supported)
    func namedRemovalInViewWillDisappear(language: String) throws {
        for lesson in LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language).lessons {
            for (_, _, exercise) in lesson.exercises {
                let solution = exercise.solution.entries.map(\.input).joined(separator: "\n")
                guard let disappear = solution.range(of: "func viewWillDisappear") else { continue }
                let body = solution[disappear.upperBound...].prefix(300)
                #expect(!body.contains("removeObserver(self)\n"), "\(lesson.id):\(exercise.line)")
            }
        }
    }

    /// Issue 28: the Swift 6 lesson's main-actor code is compiled in the Swift 6 mode.
    @Test("the Swift 6 lesson compiles its programs in the Swift 6 mode", arguments: LessonLanguage.supported)
    func swift6LessonBlocks(language: String) throws {
        let (lesson, _) = try lesson("swift-basics/swift-6", language)
        let compiled = lesson.swiftSnippets.filter { !$0.isUIKit }
        #expect(compiled.count >= 3)
        #expect(compiled.allSatisfy { $0.isSwift6 })
        #expect(compiled.contains { $0.code.contains("MainActor.assumeIsolated") })
        #expect(compiled.contains { $0.code.contains("Task { @MainActor in") })
    }
}
