import Foundation

/// One snippet of the differential corpus (`Corpus/NNN-name.swift`) together
/// with what the real `swift NNN-name.swift` did with it
/// (`Corpus/NNN-name.expected`, written only by `scripts/regen-corpus.sh`).
struct CorpusSnippet: Sendable, CustomStringConvertible {
    /// The base name without extension, e.g. `001-hello`.
    let name: String
    let source: String
    let expectation: CorpusExpectation

    var fileName: String { name + ".swift" }
    var description: String { name }
}

/// The recorded behaviour of the real toolchain on one snippet.
struct CorpusExpectation: Sendable, Equatable {
    enum Mode: String, Sendable {
        /// keylab must reproduce stdout, exit status and first error line.
        case run
        /// Outside the subset: keylab must only refuse it with
        /// `error: keylab does not support <construct> yet`.
        case unsupported
    }

    var mode: Mode
    var exitCode: Int32
    /// The first stderr line containing `error:`, normalised by
    /// `CorpusRules.normalisedErrorLine`; empty when there was none.
    var firstError: String
    var stdout: String
}

/// Reading the expectation format documented in `scripts/regen-corpus.sh`.
enum CorpusExpectationParser {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ text: String) throws(Failure) -> CorpusExpectation {
        var mode: CorpusExpectation.Mode?
        var exitCode: Int32?
        var firstError: String?
        var rest = Substring(text)
        while !rest.isEmpty {
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            let line = rest[rest.startIndex..<end]
            rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
            if line.hasPrefix("#") || line.isEmpty { continue }
            if line == "stdout:" {
                guard let mode, let exitCode, let firstError else {
                    throw Failure(description: "a `mode:`, `exit:` or `first-error:` line is missing")
                }
                return CorpusExpectation(mode: mode, exitCode: exitCode, firstError: firstError, stdout: String(rest))
            }
            guard let colon = line.firstIndex(of: ":") else {
                throw Failure(description: "unexpected line `\(line)`")
            }
            let key = line[..<colon]
            let value = String(line[line.index(after: colon)...].drop(while: { $0 == " " }))
            switch key {
            case "mode":
                guard let parsed = CorpusExpectation.Mode(rawValue: value) else {
                    throw Failure(description: "unknown mode `\(value)`")
                }
                mode = parsed
            case "exit":
                guard let parsed = Int32(value) else {
                    throw Failure(description: "exit status `\(value)` is not a number")
                }
                exitCode = parsed
            case "first-error":
                firstError = value
            default:
                throw Failure(description: "unknown key `\(key)`")
            }
        }
        throw Failure(description: "the `stdout:` line is missing")
    }
}

/// How keylab's output is compared with the toolchain's, in one place so the
/// differential test and the oracle test apply the same rules.
enum CorpusRules {
    /// The prefix every refusal of an unsupported construct starts with.
    static let unsupportedPrefix = "error: keylab does not support"

    /// The first line of `stderr` containing `error:` in a form that does not
    /// depend on where the file lived: a runtime trap keeps only the part from
    /// `Fatal error:` on (Swift prefixes a standard-library source location),
    /// a compile error has its path cut to the file's base name; trailing
    /// blanks are dropped.
    static func normalisedErrorLine(in stderr: String) -> String {
        guard let found = stderr.split(separator: "\n", omittingEmptySubsequences: false)
            .first(where: { $0.contains("error:") })
        else { return "" }
        // Trailing blanks are invisible to a learner; swift leaves one after some messages.
        var line = found
        while let last = line.last, last == " " || last == "\t" || last == "\r" {
            line.removeLast()
        }
        if let fatal = line.range(of: "Fatal error:") {
            return String(line[fatal.lowerBound...])
        }
        if let swiftFile = line.range(of: ".swift:") {
            let location = line[..<swiftFile.lowerBound]
            let baseName = location.split(separator: "/", omittingEmptySubsequences: false).last ?? location
            return String(baseName) + String(line[swiftFile.lowerBound...])
        }
        return String(line)
    }

    /// The observed behaviour, in the form expectations are recorded in.
    static func observed(stdout: String, stderr: String, exitCode: Int32, mode: CorpusExpectation.Mode) -> CorpusExpectation {
        CorpusExpectation(mode: mode, exitCode: exitCode, firstError: normalisedErrorLine(in: stderr), stdout: stdout)
    }

    /// Readable reasons why keylab's result does not match the expectation;
    /// empty when it matches.
    static func mismatches(expected: CorpusExpectation, stdout: String, stderr: String, exitCode: Int32) -> [String] {
        let actualError = normalisedErrorLine(in: stderr)
        switch expected.mode {
        case .unsupported:
            let fromError = actualError.range(of: "error:").map { String(actualError[$0.lowerBound...]) } ?? ""
            if fromError.hasPrefix(unsupportedPrefix) { return [] }
            return ["expected a first error line starting with `\(unsupportedPrefix)`, got "
                + (actualError.isEmpty ? "no error line" : "`\(actualError)`")
                + "\nstderr:\n\(stderr)"]
        case .run:
            var problems: [String] = []
            if stdout != expected.stdout {
                problems.append("stdout differs (- swift, + keylab):\n" + TextDiff.lines(expected.stdout, stdout))
            }
            if exitCode != expected.exitCode {
                problems.append("exit status: swift \(expected.exitCode), keylab \(exitCode)")
            }
            if expected.firstError.isEmpty && expected.exitCode != 0 {
                // Swift traps on integer overflow without any message; keylab
                // must still say that a runtime error happened.
                if !actualError.contains("Fatal error:") {
                    problems.append("swift trapped without a message (exit \(expected.exitCode)); keylab's first error line must contain `Fatal error:`, got "
                        + (actualError.isEmpty ? "no error line" : "`\(actualError)`"))
                }
            } else if actualError != expected.firstError {
                problems.append("first error line:\n- swift:  \(expected.firstError.isEmpty ? "(none)" : expected.firstError)\n+ keylab: \(actualError.isEmpty ? "(none)" : actualError)")
            }
            if !problems.isEmpty && !stderr.isEmpty {
                problems.append("keylab's stderr:\n\(stderr)")
            }
            return problems
        }
    }
}

/// A small line diff so a failing snippet shows where the output went wrong.
enum TextDiff {
    /// `expected` and `actual` line by line: `  ` common, `- ` only expected,
    /// `+ ` only actual (longest common subsequence). A missing final newline
    /// is spelled out because print's terminator is part of what is tested.
    static func lines(_ expected: String, _ actual: String) -> String {
        let old = split(expected)
        let new = split(actual)
        if old.count * new.count > 250_000 {
            // Too big for a quadratic diff (a runaway loop): show where it starts to differ.
            let same = zip(old, new).prefix(while: { $0 == $1 }).count
            return "outputs differ from line \(same + 1) on (swift \(old.count) lines, keylab \(new.count) lines)\n"
                + "- " + (same < old.count ? old[same] : "(end)") + "\n+ " + (same < new.count ? new[same] : "(end)")
        }
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var output: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                output.append("  " + old[i]); i += 1; j += 1
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                output.append("- " + old[i]); i += 1
            } else {
                output.append("+ " + new[j]); j += 1
            }
        }
        return output.joined(separator: "\n")
    }

    private static func split(_ text: String) -> [String] {
        if text.isEmpty { return [] }
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" {
            parts.removeLast()
        } else if let last = parts.popLast() {
            parts.append(last + "⟨no newline at end⟩")
        }
        return parts
    }
}

/// The corpus shipped with the test bundle.
enum Corpus {
    /// The `Corpus` folder copied into the test bundle.
    static var directory: URL? {
        Bundle.module.url(forResource: "Corpus", withExtension: nil)
    }

    /// Every snippet that has a readable expectation, in file-name order.
    static var snippets: [CorpusSnippet] { loaded.snippets }

    /// Snippets without an expectation file, or with one that cannot be read.
    static var loadProblems: [String] { loaded.problems }

    /// `Corpus/PENDING.txt`: snippets keylab must still refuse by name.
    static let pending = PendingList.load(in: directory)

    /// `Corpus/KNOWN-ISSUES.txt`: snippets on which keylab is known to diverge (see `PendingList`).
    static let knownIssues = PendingList.load(in: directory, file: "KNOWN-ISSUES.txt")

    private static let loaded = load(from: directory, folder: "Corpus")

    /// Every `NAME.swift` with its `NAME.expected` in `directory` (the corpus, or another folder laid out the same way).
    static func load(from directory: URL?, folder: String) -> (snippets: [CorpusSnippet], problems: [String]) {
        guard let directory else { return ([], ["the \(folder) folder is missing from the test bundle"]) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".swift") }
                .map { String($0.dropLast(".swift".count)) }
                .sorted()
        } catch {
            return ([], ["cannot list \(directory.path): \(error)"])
        }
        var snippets: [CorpusSnippet] = []
        var problems: [String] = []
        for name in names {
            do {
                let source = try String(contentsOf: directory.appendingPathComponent(name + ".swift"), encoding: .utf8)
                let expectedText = try String(contentsOf: directory.appendingPathComponent(name + ".expected"), encoding: .utf8)
                let expectation = try CorpusExpectationParser.parse(expectedText)
                snippets.append(CorpusSnippet(name: name, source: source, expectation: expectation))
            } catch {
                problems.append("\(name): \(error) (run scripts/regen-corpus.sh \(name))")
            }
        }
        return (snippets, problems)
    }
}
