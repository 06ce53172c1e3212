import Testing
import SwiftSubset

/// `#if` blocks as an iOS app built in Xcode's Debug configuration sees them
/// (docs/decisions.md): `DEBUG` set, `os(iOS)`, `canImport(UIKit)`, nested
/// blocks, `#elseif` and `#else`.
@Suite("Conditional compilation")
struct ConditionalCompilationTests {
    private func run(_ source: String) -> ProgramResult {
        SwiftProgram.run(source: source, fileName: "main.swift")
    }

    @Test("the active branch runs; the others and the directives are gone")
    func branches() {
        let source = """
        #if DEBUG
        let mode = "debug"
        #else
        let mode = "release"
        #endif
        print(mode)
        func platform() -> String {
            #if os(macOS)
            return "mac"
            #elseif os(iOS) && !targetEnvironment(macCatalyst)
            #if canImport(UIKit) || STAGING
            return "ios with uikit"
            #else
            return "ios"
            #endif
            #else
            return "other"
            #endif
        }
        print(platform())
        #if swift(>=5.9) && !RELEASE_FLAG
        print("new swift")
        #endif
        #if compiler(<5)
        print("old compiler")
        #endif
        """
        let result = run(source)
        #expect(result.stderr == "")
        #expect(result.stdout == "debug\nios with uikit\nnew swift\n")
    }

    @Test("an unclosed block is an error")
    func unclosed() {
        let result = run("#if DEBUG\nprint(1)\n")
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("expected #else or #endif at end of conditional compilation block"))
    }

    @Test("#selector and #available are not directives")
    func otherHashWords() {
        let result = run("#if !DEBUG\nlet x = 1\n#endif\nprint(\"ok\")")
        #expect(result.stdout == "ok\n")
    }
}
