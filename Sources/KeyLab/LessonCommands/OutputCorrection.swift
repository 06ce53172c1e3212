import Foundation
import Lessons
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    public init(file: String, inputLine: Int, oldCount: Int, newLines: [String]) {
        self.file = file
        self.inputLine = inputLine
        self.oldCount = oldCount
        self.newLines = newLines
    }

    /// What `bless` did: the files rewritten, the corrections now in them,
    /// and the problems met (as lines to print).
    public struct BlessOutcome: Sendable {
        public var files: [String] = []
        public var applied: [OutputCorrection] = []
        public var problems: [String] = []
    }

    /// Applies corrections to the file's lines (bottom-up so line numbers hold);
    /// new lines take the input line's indentation and line ending (a line
    /// ending in `\r` is a CRLF file's line).
    public static func apply(_ corrections: [OutputCorrection], to lines: [String]) -> [String] {
        applying(corrections, to: lines).lines
    }

    /// `apply`, also returning the corrections that fit the lines.
    static func applying(_ corrections: [OutputCorrection], to lines: [String]) -> (lines: [String], applied: [OutputCorrection]) {
        var lines = lines
        var applied: [OutputCorrection] = []
        for correction in corrections.sorted(by: { $0.inputLine > $1.inputLine }) {
            let inputIndex = correction.inputLine - 1
            guard inputIndex >= 0, inputIndex + correction.oldCount < lines.count else { continue }
            let input = lines[inputIndex]
            let indent = String(input.prefix { $0 == " " || $0 == "\t" })
            let ending = input.hasSuffix("\r") ? "\r" : ""
            let start = inputIndex + 1
            lines.replaceSubrange(start..<(start + correction.oldCount),
                                  with: correction.newLines.map { ($0.isEmpty ? "" : indent + $0) + ending })
            applied.append(correction)
        }
        return (lines, applied)
    }

    /// The file's lines, split at `\n` only: a CRLF line keeps its `\r`, so
    /// joining with `\n` gives back the same bytes. (Splitting a String at the
    /// Character "\n" does not split at all in a CRLF file, because "\r\n" is
    /// one Character.)
    static func lines(of text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
    }

    /// Rewrites each file named by the corrections and reports truthfully: a
    /// file is blessed only when its bytes changed. A symbolic link is written
    /// through: its target gets the new text and keeps its permissions.
    public static func bless(_ corrections: [OutputCorrection]) -> BlessOutcome {
        bless(corrections, messages: Messages(.english))
    }

    /// `bless`, its problems told in `messages`' language.
    static func bless(_ corrections: [OutputCorrection], messages: Messages) -> BlessOutcome {
        var outcome = BlessOutcome()
        for (file, group) in Dictionary(grouping: corrections, by: \.file).sorted(by: { $0.key < $1.key }) {
            guard let target = resolvedTarget(file) else {
                outcome.problems.append(messages.text(LessonCheckMessage.cannotBless, ["file": file, "reason": BoundedFileReader.message(errno)]))
                continue
            }
            let data: Data
            switch BoundedFileReader.read(target, limit: LessonLoader.sizeLimit) {
            case .success(let contents): data = contents
            case .failure(let failure):
                outcome.problems.append(messages.text(LessonCheckMessage.cannotRead, ["file": file, "reason": failure.reason]))
                continue
            }
            let original = String(decoding: data, as: UTF8.self)
            let (updated, applied) = applying(group, to: lines(of: original))
            let text = updated.joined(separator: "\n")
            guard !applied.isEmpty, text != original else {
                outcome.problems.append(messages.text(LessonCheckMessage.notWhereFound, ["file": file]))
                continue
            }
            if let problem = AtomicFileWriter.write(Data(text.utf8), to: target, mode: permissions(of: target)) {
                outcome.problems.append(messages.text(LessonCheckMessage.cannotWrite, ["file": file, "reason": problem]))
                continue
            }
            outcome.files.append(file)
            outcome.applied += applied
        }
        return outcome
    }

    /// The real file behind `path` (itself when it is not a link); nil when
    /// a link leads nowhere.
    private static func resolvedTarget(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The permission bits of `path` (0644 when they cannot be read).
    private static func permissions(of path: String) -> mode_t {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0o644 }
        return info.st_mode & 0o7777
    }
}
