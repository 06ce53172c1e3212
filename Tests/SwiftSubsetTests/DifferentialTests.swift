import Foundation
import SwiftSubset
import Testing

/// keylab against the real toolchain: every snippet in `Corpus/` was run with
/// `swift NNN-name.swift` by `scripts/regen-corpus.sh`, and keylab must print
/// the same stdout, exit with the same status and report the same first error
/// line (rules in `CorpusRules`, format in the script's header).
@Suite("Differential corpus")
struct DifferentialTests {
    @Test("the corpus is complete and large enough")
    func corpusIsComplete() {
        #expect(Corpus.loadProblems.isEmpty, "\(Corpus.loadProblems.joined(separator: "\n"))")
        let snippets = Corpus.snippets
        #expect(snippets.count >= 170, "only \(snippets.count) snippets")
        let errors = snippets.filter { $0.expectation.mode == .run && $0.expectation.exitCode != 0 }
        #expect(errors.count * 3 >= snippets.count, "only \(errors.count) of \(snippets.count) snippets are errors")
        #expect(snippets.contains { $0.expectation.mode == .unsupported })
    }

    @Test("PENDING.txt names existing snippets, each with a reason")
    func pendingListIsWellFormed() {
        let pending = Corpus.pending
        #expect(pending.problems.isEmpty, "\(pending.problems.joined(separator: "\n"))")
        let names = Set(Corpus.snippets.map(\.name))
        let unknown = pending.reasons.keys.filter { !names.contains($0) }.sorted()
        #expect(unknown.isEmpty, "PENDING.txt lists snippets that do not exist: \(unknown.joined(separator: ", "))")
        let known = Corpus.knownIssues
        #expect(known.problems.isEmpty, "\(known.problems.joined(separator: "\n"))")
        let unknownKnown = known.reasons.keys.filter { !names.contains($0) }.sorted()
        #expect(unknownKnown.isEmpty, "KNOWN-ISSUES.txt lists snippets that do not exist: \(unknownKnown.joined(separator: ", "))")
        let both = known.reasons.keys.filter { pending.contains($0) }.sorted()
        #expect(both.isEmpty, "listed in both PENDING.txt and KNOWN-ISSUES.txt: \(both.joined(separator: ", "))")
    }

    @Test("keylab agrees with swift", arguments: Corpus.snippets)
    func keylabAgreesWithSwift(_ snippet: CorpusSnippet) {
        let result = SwiftProgram.run(source: snippet.source, fileName: snippet.fileName)
        // A pending snippet must be refused by name until keylab runs it; then it must leave the list.
        let problems = Corpus.pending.contains(snippet.name)
            ? PendingList.mismatches(name: snippet.name, expected: snippet.expectation,
                                     stdout: result.stdout, stderr: result.stderr, exitCode: result.exitCode)
            : CorpusRules.mismatches(
                expected: snippet.expectation,
                stdout: result.stdout,
                stderr: result.stderr,
                exitCode: result.exitCode
            )
        if let reason = Corpus.knownIssues.reasons[snippet.name] {
            // Fails (known issue not recorded) once keylab agrees: then the entry must go.
            withKnownIssue("\(snippet.name): \(reason)") {
                if !problems.isEmpty { Issue.record("\(snippet.fileName):\n\(problems.joined(separator: "\n"))") }
            }
            return
        }
        if !problems.isEmpty {
            Issue.record("\(snippet.fileName):\n\(problems.joined(separator: "\n"))")
        }
    }

    /// Slow (the real swift takes 0.1 to 1 s per snippet, about 100 s in all), so it runs only on request:
    /// `KEYLAB_ORACLE=1 swift test --filter Differential`.
    @Test(
        "the expectations still hold for the real swift",
        .enabled(if: RealSwift.isRequested, "set KEYLAB_ORACLE=1 with swift on the PATH"),
        .serialized,
        arguments: Corpus.snippets
    )
    func expectationsStillHold(_ snippet: CorpusSnippet) throws {
        let directory = try #require(Corpus.directory)
        let run = try RealSwift.run(snippet.fileName, in: directory)
        let observed = CorpusRules.observed(
            stdout: run.stdout,
            stderr: run.stderr,
            exitCode: run.exitCode,
            mode: snippet.expectation.mode
        )
        #expect(
            observed == snippet.expectation,
            "\(snippet.fileName) changed; run scripts/regen-corpus.sh \(snippet.name)\n\(TextDiff.lines(describe(snippet.expectation), describe(observed)))"
        )
    }

    private func describe(_ expectation: CorpusExpectation) -> String {
        "exit: \(expectation.exitCode)\nfirst-error: \(expectation.firstError)\nstdout:\n\(expectation.stdout)"
    }
}

/// The real toolchain, run the way `scripts/regen-corpus.sh` runs it.
enum RealSwift {
    struct Run {
        var stdout: String
        var stderr: String
        var exitCode: Int32
    }

    static var isRequested: Bool {
        ProcessInfo.processInfo.environment["KEYLAB_ORACLE"] == "1" && executable(named: "swift") != nil
    }

    /// `swift FILE` in `directory`, line-buffered through `stdbuf` when it
    /// exists so output printed before a crash is kept.
    static func run(_ fileName: String, in directory: URL) throws -> Run {
        guard let swift = executable(named: "swift") else {
            throw CocoaError(.executableNotLoadable)
        }
        let process = Process()
        if let stdbuf = executable(named: "stdbuf") {
            process.executableURL = stdbuf
            process.arguments = ["-oL", swift.path, fileName]
        } else {
            process.executableURL = swift
            process.arguments = [fileName]
        }
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment

        // Files, not pipes: a crash writes a long stack dump that could fill a pipe.
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("keylab-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()

        // A trap ends swift with a signal; the shell (and the script) report 128 + signal.
        let status = process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus
            : process.terminationStatus
        return Run(
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            exitCode: status
        )
    }

    static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }
}

extension CorpusSnippet: CustomTestStringConvertible {
    var testDescription: String { name }
}
