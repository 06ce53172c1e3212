import Foundation
import SwiftSubset
import Testing

/// *A Swift Tour*, the first chapter of *The Swift Programming Language*:
/// each section's programs as the book gives them (`SwiftTour/NN-section.swift`,
/// every section up to Generics except Concurrency), with what the real
/// `swift` printed (`NN-section.expected`, written by
/// `scripts/regen-corpus.sh --dir Tests/SwiftSubsetTests/SwiftTour`).
/// Sections keylab cannot run yet are listed in `SwiftTour/PENDING.txt` under
/// the corpus's rules: refused by name, never a wrong answer, and removed
/// from the list as soon as they pass.
@Suite("A Swift Tour")
struct SwiftTourTests {
    static var directory: URL? { Bundle.module.url(forResource: "SwiftTour", withExtension: nil) }
    static let loaded = Corpus.load(from: directory, folder: "SwiftTour")
    static let pending = PendingList.load(in: directory)
    static let knownIssues = PendingList.load(in: directory, file: "KNOWN-ISSUES.txt")

    @Test("every section up to Generics is there")
    func sectionsArePresent() {
        #expect(SwiftTourTests.loaded.problems.isEmpty, "\(SwiftTourTests.loaded.problems.joined(separator: "\n"))")
        #expect(SwiftTourTests.loaded.snippets.count >= 9, "only \(SwiftTourTests.loaded.snippets.count) sections")
        #expect(SwiftTourTests.pending.problems.isEmpty, "\(SwiftTourTests.pending.problems.joined(separator: "\n"))")
        let names = Set(SwiftTourTests.loaded.snippets.map(\.name))
        let unknown = SwiftTourTests.pending.reasons.keys.filter { !names.contains($0) }.sorted()
        #expect(unknown.isEmpty, "SwiftTour/PENDING.txt lists missing sections: \(unknown.joined(separator: ", "))")
    }

    @Test("keylab prints what swift prints", arguments: SwiftTourTests.loaded.snippets)
    func sectionRuns(_ section: CorpusSnippet) {
        let result = SwiftProgram.run(source: section.source, fileName: section.fileName)
        let problems = SwiftTourTests.pending.contains(section.name)
            ? PendingList.mismatches(name: section.name, expected: section.expectation,
                                     stdout: result.stdout, stderr: result.stderr, exitCode: result.exitCode)
            : CorpusRules.mismatches(expected: section.expectation, stdout: result.stdout,
                                     stderr: result.stderr, exitCode: result.exitCode)
        if let reason = SwiftTourTests.knownIssues.reasons[section.name] {
            withKnownIssue("\(section.name): \(reason)") {
                if !problems.isEmpty { Issue.record("SwiftTour/\(section.fileName):\n\(problems.joined(separator: "\n"))") }
            }
            return
        }
        if !problems.isEmpty {
            Issue.record("SwiftTour/\(section.fileName):\n\(problems.joined(separator: "\n"))")
        }
    }
}
