import Foundation

/// A fresh folder under the temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("keylab-lessons-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` at `relative`, creating folders.
    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// A minimal valid lesson file.
func lessonText(id: String, title: String, requires: [String] = [], steps: [String] = ["One"]) -> String {
    var text = "---\nid: \(id)\ntitle: \(title)\nconcepts: []\n"
    if !requires.isEmpty { text += "requires: [\(requires.joined(separator: ", "))]\n" }
    text += "---\n\n"
    for step in steps { text += "## \(step)\n\nText of \(step).\n\n" }
    return text
}
