import Foundation
import Testing
@testable import Lessons

/// The shipped course covers the curriculum of the course issue, in both languages.
@Suite("the shipped course")
struct CurriculumTests {
    static let conceptIDs = """
    var let let-reassign-error type-inference type-annotation int double float bool string character \
    optional optional-cast if-let guard-let nil-coalescing optional-chaining force-unwrap-crash \
    function argument-label default-parameter return-value tuple-return inout variadic function-type \
    closure trailing-closure shorthand-arguments map-filter-reduce closure-capture escaping-closure \
    struct value-semantics mutating class reference-semantics initializer inheritance override deinit weak-reference \
    type-safety string-interpolation print if-else for-in while notification-center keyboard-notifications \
    user-info is-local keyboard-frame observer-removal first-responder shift-root-view is-keyboard-guard \
    move-toolbar animation-curve rotation constraints safe-area hide-needs-no-height scroll-to-visible \
    content-inset convert-coordinates always-bounce-vertical rx-notifications keyboard-layout-guide \
    minimal-shift hardware-keyboard floating-keyboard logging \
    adjusted-content-inset table-view-inset input-accessory-view keyboard-height-changes \
    interactive-dismissal navigation-tab-bars split-view swiftui-keyboard \
    enum enum-raw-value enum-associated-value case-iterable switch-exhaustive switch-pattern \
    error-enum throws try do-catch try-optional defer \
    protocol protocol-conformance protocol-type protocol-extension synthesized-conformance \
    custom-string-convertible extension-builtin \
    doubled-will-show observer-pairing predict-then-reveal force-cast-user-info curve-shift-16 \
    constraint-sign safe-area-twice mixed-coordinate-spaces keyboard-capstone
    """.split(separator: " ").map(String.init)

    @Test("every concept id is taught in each language", arguments: LessonLanguage.supported)
    func everyConceptCovered(language: String) {
        let library = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language)
        let taught = Set(library.lessons.flatMap(\.concepts))
        let missing = Self.conceptIDs.filter { !taught.contains($0) }
        #expect(missing.isEmpty, "\(language) lacks \(missing)")
    }

    @Test("every English lesson has a Korean twin at the same path, with the same id")
    func koreanTwins() throws {
        let root = LessonDiscovery.sourceTreeLessons
        let english = LessonLibrary(root: root, language: "en")
        let korean = LessonLibrary(root: root, language: "ko")
        #expect(english.lessons.count >= 20)
        for lesson in english.lessons {
            let twin = korean.lessons.first { $0.id == lesson.id }
            #expect(twin != nil, "no Korean twin for \(lesson.id)")
            if let twin {
                #expect(twin.file.replacingOccurrences(of: "/ko/", with: "/en/") == lesson.file)
                #expect(twin.language == "ko", "\(lesson.id) falls back to English")
            }
        }
    }
}
