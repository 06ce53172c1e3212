import Foundation
import Lessons

/// A transcript's expected output to replace by what the session really
/// printed (`keylab check-lessons --bless`).
public struct OutputCorrection: Sendable, Equatable {
    public var file: String
    /// The line of the `> ` input whose output is replaced.
    public var inputLine: Int
    /// How many expected lines follow the input in the file.
    public var oldCount: Int
    /// The new expected lines.
    public var newLines: [String]

    /// Applies corrections to the file's lines (bottom-up so line numbers hold);
    /// new lines take the input line's indentation.
    public static func apply(_ corrections: [OutputCorrection], to lines: [String]) -> [String] {
        var lines = lines
        for correction in corrections.sorted(by: { $0.inputLine > $1.inputLine }) {
            let inputIndex = correction.inputLine - 1
            guard inputIndex >= 0, inputIndex + correction.oldCount < lines.count else { continue }
            let indent = String(lines[inputIndex].prefix { $0 == " " || $0 == "\t" })
            let start = inputIndex + 1
            lines.replaceSubrange(start..<(start + correction.oldCount),
                                  with: correction.newLines.map { $0.isEmpty ? "" : indent + $0 })
        }
        return lines
    }

    /// Rewrites each file named by the corrections; returns the files changed
    /// and the problems met.
    public static func bless(_ corrections: [OutputCorrection]) -> (files: [String], problems: [String]) {
        var files: [String] = []
        var problems: [String] = []
        for (file, group) in Dictionary(grouping: corrections, by: \.file).sorted(by: { $0.key < $1.key }) {
            guard let data = FileManager.default.contents(atPath: file) else {
                problems.append("error: cannot read \(file) to bless it")
                continue
            }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let updated = apply(group, to: lines).joined(separator: "\n")
            do {
                try updated.write(toFile: file, atomically: true, encoding: .utf8)
                files.append(file)
            } catch {
                problems.append("error: cannot write \(file): \(error.localizedDescription)")
            }
        }
        return (files, problems)
    }
}
