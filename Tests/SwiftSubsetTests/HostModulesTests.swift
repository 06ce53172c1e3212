import Testing
@testable import SwiftSubset

/// The host API (API/HostModules.swift) with a toy module, independent of keylab's UIKit.
@Suite struct HostModulesTests {
    let modules = HostModules([
        HostModule(name: "Base", files: [
            HostSourceFile(name: "Meters.swift", text: "typealias Meters = Double\n"),
            HostSourceFile(name: "Span.swift", text: "struct Span { var length: Meters\n    var twice: Meters { length * 2 } }\n"),
        ]),
        HostModule(name: "Top", dependencies: ["Base", "Missing"], files: [
            HostSourceFile(name: "Pair.swift", text: "struct Pair { var a: Span\n    var b: Span }\n"),
        ]),
        HostModule(name: "Broken", files: [HostSourceFile(name: "Bad.swift", text: "struct Bad { var x: Nope }\n")]),
    ])

    @Test func dependenciesLoadFirstAndOnce() {
        #expect(modules.loadOrder(for: ["Top", "Base"], loaded: []).map(\.name) == ["Base", "Top"])
        #expect(modules.loadOrder(for: ["Top"], loaded: ["Base"]).map(\.name) == ["Top"])
        #expect(modules.loadOrder(for: ["Unknown"], loaded: []).isEmpty)
    }

    @Test func programSeesTheModule() {
        let result = SwiftProgram.run(source: "import Top\nprint(Pair(a: Span(length: 1), b: Span(length: 2)).b.twice)\n",
                                      fileName: "main.swift", modules: modules)
        #expect(result.stdout == "4.0\n")
        #expect(result.exitCode == 0)
    }

    @Test func withoutModulesImportsAreIgnored() {
        let result = SwiftProgram.run(source: "import Top\nprint(1)\n", fileName: "main.swift")
        #expect(result.stdout == "1\n")
    }

    @Test func aBrokenModuleNamesItsFile() {
        let result = SwiftProgram.run(source: "import Broken\nprint(1)\n", fileName: "main.swift", modules: modules)
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("module 'Broken' could not be loaded: Bad.swift:1:21: error:"))
    }

    @Test func replKeepsTheModuleAcrossEntries() {
        let repl = SwiftREPL(modules: modules)
        #expect(repl.evaluate("import Base").output == "")
        #expect(repl.evaluate("let s = Span(length: 3)").output.hasPrefix("s: Span"))
        #expect(repl.evaluate("import Top\nprint(Pair(a: s, b: s).a.twice)").output == "6.0\n")
        #expect(repl.evaluate("import Base").failed == false)
    }

    @Test("a module's name used without its import: swiftc's words and the import that declares it")
    func forgottenImport() {
        let repl = SwiftREPL(modules: modules)
        #expect(repl.evaluate("let s: Span? = nil").output
            == "error: cannot find type 'Span' in scope\nlet s: Span? = nil\n       ^~~~\nnote: 'Span' is declared in Base: add 'import Base' before the code that uses it\n")
        #expect(repl.evaluate("let p = Pair(a: 1, b: 2)").output.hasPrefix("error: cannot find 'Pair' in scope\n"))
        #expect(repl.evaluate("let p = Pair(a: 1, b: 2)").output.contains("add 'import Top'"))
        // A nested or commented-out name is not the module's.
        #expect(HostDeclarationScan.topLevelNames("// class Hidden\nstruct Outer { struct Inner {} }\nlet s = \"class Quoted\"\nfunc f() {}\n") == ["Outer", "s", "f"])
        var preferring = modules
        preferring.preferredImport = "Top"
        #expect(preferring.importDeclaring("Span") == "Top")
        #expect(preferring.importDeclaring("Nope") == nil)
    }
}
