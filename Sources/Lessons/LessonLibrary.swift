import Foundation

/// Every lesson under a lessons folder (`<root>/<lang>/<NN-topic>/<NN-name>.md`)
/// in one language, with English standing in for lessons not translated yet.
public struct LessonLibrary: Sendable {
    /// The lessons in course order (topic folder, then file name).
    public private(set) var lessons: [Lesson]
    /// Every problem found while loading and cross-checking, in file order.
    public private(set) var diagnostics: [LessonDiagnostic]
    /// The language asked for.
    public let language: String
    /// Ids of lessons shown in English because the chosen language lacks them.
    public private(set) var fallbackIDs: Set<String>
    /// Paths of the files that were read (with or without errors).
    public private(set) var files: [String]

    /// The language every lesson exists in.
    public static let baseLanguage = "en"

    /// Loads `root/<language>/`, filling gaps from `root/en/`.
    public init(root: String, language: String) {
        self.language = language
        var diagnostics: [LessonDiagnostic] = []
        var files: [String] = []
        var brokenIDs: Set<String> = []
        func loadFolder(_ lang: String) -> [(relative: String, lesson: Lesson)] {
            var loaded: [(String, Lesson)] = []
            for relative in Self.lessonFiles(in: root + "/" + lang) {
                let path = root + "/" + lang + "/" + relative
                files.append(path)
                let outcome = LessonLoader.load(path: path, language: lang)
                diagnostics += outcome.diagnostics
                if let lesson = outcome.lesson {
                    loaded.append((relative, lesson))
                } else {
                    brokenIDs.insert(Self.idFromPath(relative))
                }
            }
            return loaded
        }
        let chosen = loadFolder(language)
        let base = language == Self.baseLanguage ? [] : loadFolder(Self.baseLanguage)
        var byRelative: [String: Lesson] = [:]
        var fallbacks: Set<String> = []
        for (relative, lesson) in chosen { byRelative[relative] = lesson }
        let chosenIDs = Set(chosen.map(\.lesson.id))
        for (relative, lesson) in base where !chosenIDs.contains(lesson.id) {
            byRelative[relative] = byRelative[relative] ?? lesson
            if byRelative[relative] == lesson { fallbacks.insert(lesson.id) }
        }
        // A translation saves progress under its English twin's step keys.
        var englishKeys: [String: [String]] = [:]
        for (_, lesson) in base { englishKeys[lesson.id] = englishKeys[lesson.id] ?? lesson.stepKeys }
        for (relative, lesson) in byRelative where lesson.language != Self.baseLanguage {
            byRelative[relative]?.englishStepKeys = englishKeys[lesson.id]
        }
        let ordered = byRelative.keys.sorted().compactMap { byRelative[$0] }
        self.lessons = ordered
        self.fallbackIDs = fallbacks
        self.files = files
        self.diagnostics = diagnostics + Self.crossCheck(ordered, alsoKnown: brokenIDs) + Self.crossCheck(base.map(\.lesson), onlyDuplicates: true)
        self.diagnostics.sort { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// A library made of given lessons (tests, single files).
    public init(lessons: [Lesson], language: String = baseLanguage) {
        self.lessons = lessons
        self.language = language
        self.fallbackIDs = []
        self.files = lessons.map(\.file)
        self.diagnostics = Self.crossCheck(lessons)
    }

    /// The lesson with this id.
    public func lesson(id: String) -> Lesson? { lessons.first { $0.id == id } }

    /// The position of the lesson in course order.
    public func index(of id: String) -> Int? { lessons.firstIndex { $0.id == id } }

    /// Topics in course order with their lessons.
    public var topics: [(topic: String, lessons: [Lesson])] {
        var result: [(String, [Lesson])] = []
        for lesson in lessons {
            if let last = result.last, last.0 == lesson.topic {
                result[result.count - 1].1.append(lesson)
            } else {
                result.append((lesson.topic, [lesson]))
            }
        }
        return result
    }

    /// Ids must be unique; `requires` must name lessons that exist.
    /// `alsoKnown`: ids of files that failed to load, so their errors are
    /// not repeated as unresolved `requires`.
    static func crossCheck(_ lessons: [Lesson], onlyDuplicates: Bool = false, alsoKnown: Set<String> = []) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        var seen: [String: Lesson] = [:]
        for lesson in lessons {
            if let first = seen[lesson.id] {
                diagnostics.append(LessonDiagnostic(file: lesson.file, line: lesson.idLine,
                    "duplicate lesson id '\(lesson.id)' (also in \(first.file):\(first.idLine))"))
            } else {
                seen[lesson.id] = lesson
            }
        }
        guard !onlyDuplicates else { return diagnostics }
        let ids = lessons.map(\.id)
        for lesson in lessons {
            for required in lesson.requires where seen[required] == nil && !alsoKnown.contains(required) {
                var message = "requires '\(required)', but no lesson has that id"
                if let close = ids.min(by: { editDistance($0, required) < editDistance($1, required) }),
                   editDistance(close, required) <= 3 {
                    message += "; did you mean '\(close)'?"
                }
                diagnostics.append(LessonDiagnostic(file: lesson.file, line: lesson.requiresLine, message))
            }
        }
        diagnostics += orderCheck(lessons)
        return diagnostics
    }

    /// Course order must respect `requires`: a learner going through the
    /// lessons in order (`:next`, `:lessons`) meets every prerequisite first.
    /// A lesson requiring one that comes after it (a cycle included) is reported.
    static func orderCheck(_ lessons: [Lesson]) -> [LessonDiagnostic] {
        var position: [String: Int] = [:]
        for (index, lesson) in lessons.enumerated() where position[lesson.id] == nil { position[lesson.id] = index }
        var diagnostics: [LessonDiagnostic] = []
        for (index, lesson) in lessons.enumerated() {
            for required in lesson.requires {
                guard let at = position[required], at >= index else { continue }
                let message = required == lesson.id
                    ? "requires itself ('\(required)')"
                    : "requires '\(required)', which comes after it in course order (\(lessons[at].file)); rename the files so '\(required)' comes first, or drop the requirement"
                diagnostics.append(LessonDiagnostic(file: lesson.file, line: lesson.requiresLine, message))
            }
        }
        return diagnostics
    }

    /// Lesson files under a language folder, relative to it, sorted:
    /// `NN-topic/NN-name.md`.
    static func lessonFiles(in folder: String) -> [String] {
        let manager = FileManager.default
        guard let topics = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        var result: [String] = []
        for topic in topics.sorted() where !topic.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: folder + "/" + topic, isDirectory: &isDirectory), isDirectory.boolValue,
                  let names = try? manager.contentsOfDirectory(atPath: folder + "/" + topic) else { continue }
            for name in names.sorted() where name.hasSuffix(".md") && !name.hasPrefix(".") {
                result.append(topic + "/" + name)
            }
        }
        return result
    }

    /// `01-basics/02-constants.md` → `basics/constants`.
    static func idFromPath(_ relative: String) -> String {
        relative.split(separator: "/").map { LessonID.strippingNumber(String($0)) }.joined(separator: "/")
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
