import Foundation

/// A list of snippets keylab cannot run yet (`Corpus/PENDING.txt`): one
/// name per line, a `#` starts the reason.
///
/// The list may only shrink. A pending snippet must be refused by keylab with
/// `error: keylab does not support …` before anything runs: a wrong answer or
/// a made-up compile error on valid Swift is still a failure, and a pending
/// snippet that now agrees with swift fails too, so the entry gets removed.
///
/// `KNOWN-ISSUES.txt` has the same format: programs on which keylab's
/// language code (owned by the branches that grow the language) still gives
/// a wrong answer or a wrong diagnostic. They run under `withKnownIssue`, so
/// the divergence is reported in every test run without failing CI, and an
/// entry that starts to agree with swift fails the test until it is removed.
struct PendingList: Sendable {
    /// Names (without `.swift`) and the reason written after `#`.
    let reasons: [String: String]
    /// Lines that could not be read.
    let problems: [String]

    func contains(_ name: String) -> Bool { reasons[name] != nil }

    /// Parses `name  # reason` lines; blank lines and lines starting with `#` are comments.
    static func parse(_ text: String) -> PendingList {
        var reasons: [String: String] = [:]
        var problems: [String] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            let reason = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            if name.contains(" ") || name.hasSuffix(".swift") {
                problems.append("PENDING.txt: `\(line)` is not `name  # reason`")
            } else if reason.isEmpty {
                problems.append("PENDING.txt: \(name) has no `# reason`")
            } else if reasons[name] != nil {
                problems.append("PENDING.txt: \(name) is listed twice")
            } else {
                reasons[name] = reason
            }
        }
        return PendingList(reasons: reasons, problems: problems)
    }

    /// Reads `PENDING.txt` (or another list such as `KNOWN-ISSUES.txt`) in `directory`; a missing file is an empty list.
    static func load(in directory: URL?, file: String = "PENDING.txt") -> PendingList {
        guard let directory,
              let text = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        else { return PendingList(reasons: [:], problems: []) }
        return parse(text)
    }

    /// Why keylab's result on a pending snippet is not acceptable; empty when
    /// keylab refused it by name before running anything.
    static func mismatches(name: String, expected: CorpusExpectation, stdout: String, stderr: String,
                           exitCode: Int32) -> [String] {
        let full = CorpusRules.mismatches(expected: expected, stdout: stdout, stderr: stderr, exitCode: exitCode)
        if full.isEmpty {
            return ["\(name) now agrees with swift: remove it from PENDING.txt"]
        }
        let firstError = CorpusRules.normalisedErrorLine(in: stderr)
        let fromError = firstError.range(of: "error:").map { String(firstError[$0.lowerBound...]) } ?? ""
        guard fromError.hasPrefix(CorpusRules.unsupportedPrefix) else {
            return ["\(name) is pending, so keylab must refuse it with `\(CorpusRules.unsupportedPrefix) …`; instead:\n"
                + full.joined(separator: "\n")]
        }
        // A refusal happens before anything runs: nothing printed, exit status 1.
        if !stdout.isEmpty || exitCode != 1 {
            return ["\(name) was refused only after printing (exit \(exitCode)):\n\(stdout)"]
        }
        return []
    }
}
