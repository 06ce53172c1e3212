import Foundation

/// Paths of the fixture lessons next to this file, and temporary folders.
enum LessonFixtures {
    static var folder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    }

    /// Good lessons: `en/01-demo/{01-first,02-second}.md`, `ko/01-demo/01-first.md`.
    static var lessons: String { folder + "/lessons" }
    /// Lessons with problems the checker must report.
    static var broken: String { folder + "/broken" }

    /// A new empty folder under the temporary directory.
    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-lesson-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A copy of a fixture folder in a temporary folder (for tests that write).
    static func copy(_ source: String) throws -> String {
        let target = try temporaryFolder() + "/copy"
        try FileManager.default.copyItem(atPath: source, toPath: target)
        return target
    }
}
