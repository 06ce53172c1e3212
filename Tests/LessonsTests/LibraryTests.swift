import Foundation
import Testing
@testable import Lessons

@Suite struct LibraryTests {
    @Test func loadsInCourseOrderAndSkipsBrokenFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("en/02-keyboard/01-the-problem.md", lessonText(id: "keyboard/the-problem", title: "Problem"))
        try folder.write("en/01-basics/02-constants.md", lessonText(id: "basics/constants", title: "Constants", requires: ["basics/variables"]))
        try folder.write("en/01-basics/01-variables.md", lessonText(id: "basics/variables", title: "Variables"))
        try folder.write("en/01-basics/03-broken.md", "no front matter\n")
        let library = LessonLibrary(root: folder.path, language: "en")
        #expect(library.lessons.map(\.id) == ["basics/variables", "basics/constants", "keyboard/the-problem"])
        #expect(library.topics.map(\.topic) == ["basics", "keyboard"])
        #expect(library.diagnostics.map(\.description) == [
            folder.path + "/en/01-basics/03-broken.md:1: error: a lesson starts with YAML front matter between '---' lines (id, title, concepts)",
        ])
    }

    @Test func duplicateIDsAndUnknownRequires() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("en/01-basics/01-variables.md", lessonText(id: "basics/variables", title: "V"))
        try folder.write("en/01-basics/02-constants.md", lessonText(id: "basics/constants", title: "C", requires: ["basics/variabels"]))
        try folder.write("en/01-basics/03-variables.md", lessonText(id: "basics/variables", title: "again"))
        let library = LessonLibrary(root: folder.path, language: "en")
        let messages = library.diagnostics.map(\.description)
        #expect(messages.contains(folder.path + "/en/01-basics/02-constants.md:5: error: requires 'basics/variabels', but no lesson has that id; did you mean 'basics/variables'?"))
        #expect(messages.contains { $0.hasPrefix(folder.path + "/en/01-basics/03-variables.md:2: error: duplicate lesson id 'basics/variables'") })
    }

    @Test("a lesson requiring one that comes later in course order is reported (a cycle too)")
    func requiresRespectCourseOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("en/01-basics/01-variables.md", lessonText(id: "basics/variables", title: "V", requires: ["basics/loops"]))
        try folder.write("en/01-basics/02-constants.md", lessonText(id: "basics/constants", title: "C", requires: ["basics/variables"]))
        try folder.write("en/01-basics/03-loops.md", lessonText(id: "basics/loops", title: "L", requires: ["basics/variables"]))
        let library = LessonLibrary(root: folder.path, language: "en")
        let messages = library.diagnostics.map(\.description)
        #expect(messages == [
            folder.path + "/en/01-basics/01-variables.md:5: error: requires 'basics/loops', which comes after it in course order ("
                + folder.path + "/en/01-basics/03-loops.md); rename the files so 'basics/loops' comes first, or drop the requirement",
        ])
    }

    @Test("the shipped lessons respect their requires: in both languages")
    func shippedCourseOrder() {
        for language in ["en", "ko"] {
            let library = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language)
            #expect(LessonLibrary.orderCheck(library.lessons).isEmpty, "\(language)")
            #expect(library.lessons.count > 20)
        }
    }

    @Test func missingTranslationFallsBackToEnglish() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("en/01-basics/01-variables.md", lessonText(id: "basics/variables", title: "Variables"))
        try folder.write("en/01-basics/02-constants.md", lessonText(id: "basics/constants", title: "Constants"))
        try folder.write("ko/01-basics/01-variables.md", lessonText(id: "basics/variables", title: "변수"))
        let library = LessonLibrary(root: folder.path, language: "ko")
        #expect(library.lessons.map(\.title) == ["변수", "Constants"])
        #expect(library.fallbackIDs == ["basics/constants"])
        #expect(library.lesson(id: "basics/constants")?.language == "en")
    }

    @Test func languageFromEnvironment() {
        #expect(LessonLanguage.fromEnvironment(["LANG": "ko_KR.UTF-8"]) == "ko")
        #expect(LessonLanguage.fromEnvironment(["LANG": "ko_KR.UTF-8", "LC_ALL": "C"]) == "en")
        #expect(LessonLanguage.fromEnvironment(["LANG": "fr_FR.UTF-8"]) == "en")
        #expect(LessonLanguage.fromEnvironment([:]) == "en")
    }

    @Test func discoveryOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("prefix/share/keylab/lessons/en/.keep", "")
        try folder.write("prefix/bin/keylab", "")
        try folder.write("env/en/.keep", "")
        let binary = folder.path + "/prefix/bin/keylab"
        #expect(LessonDiscovery.locate(flag: folder.path + "/env", environment: [:], executablePath: binary) == .found(folder.path + "/env"))
        #expect(LessonDiscovery.locate(flag: "/no/such", environment: [:], executablePath: binary) == .invalid("--lessons /no/such: no such folder"))
        #expect(LessonDiscovery.locate(flag: nil, environment: ["KEYLAB_LESSONS": folder.path + "/env"], executablePath: binary) == .found(folder.path + "/env"))
        #expect(LessonDiscovery.locate(flag: nil, environment: [:], executablePath: binary) == .found(folder.path + "/prefix/share/keylab/lessons"))
        #expect(LessonDiscovery.locate(flag: nil, environment: [:], executablePath: "/nowhere/bin/keylab") == .found(LessonDiscovery.sourceTreeLessons))
    }

    @Test func shippedLessonsLoadWithoutErrors() {
        for language in LessonLanguage.supported {
            let library = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language)
            #expect(library.diagnostics.map(\.description) == [], "language \(language)")
            #expect(!library.lessons.isEmpty)
        }
    }
}
