import Foundation
import Testing

/// The source tree must build on a case-insensitive file system (the default on macOS) and every
/// module must declare what it imports, or a clean build elsewhere breaks.
@Suite("Package layout")
struct PackageLayoutTests {
    /// The package root: the folder holding Package.swift above this file.
    static var root: URL {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url.deleteLastPathComponent()
        }
        return url
    }

    /// Every file and folder of the tree (build output and git's own folder left out), relative to the root.
    static func paths(under root: URL) -> [String] {
        let skipped: Set<String> = [".build", ".git", ".swiftpm"]
        var result: [String] = []
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in walker {
            let relative = url.standardizedFileURL.path.replacingOccurrences(of: prefix, with: "")
            let first = relative.split(separator: "/").first.map(String.init) ?? relative
            if skipped.contains(first) || first.hasPrefix(".build") { walker.skipDescendants(); continue }
            result.append(relative)
        }
        return result
    }

    /// Paths that one folder would hold on a case-folding file system.
    static func caseClashes(_ paths: [String]) -> [[String]] {
        Dictionary(grouping: paths, by: { $0.lowercased() }).values.filter { $0.count > 1 }.map { $0.sorted() }
    }

    @Test("no two paths differ only by letter case")
    func noCaseClashes() {
        let paths = Self.paths(under: Self.root)
        #expect(paths.contains("Sources/KeyLabCLI/Keylab.swift") || paths.contains { $0.hasPrefix("Sources/KeyLabCLI/") })
        #expect(Self.caseClashes(paths).isEmpty, "folded together on macOS: \(Self.caseClashes(paths))")
    }

    @Test("the clash check finds the old layout's clash")
    func clashCheckWorks() {
        let clashes = Self.caseClashes(["Sources/KeyLab", "Sources/keylab", "Sources/Lessons"])
        #expect(clashes == [["Sources/KeyLab", "Sources/keylab"]])
    }

    @Test("the tree copied onto a case-folding layout keeps every file")
    func copyOntoCaseFoldingTree() throws {
        // Simulate a case-insensitive disk: file names are stored folded, so two names that fold
        // alike overwrite each other. The count of files must survive.
        let files = Self.paths(under: Self.root.appendingPathComponent("Sources"))
            + Self.paths(under: Self.root.appendingPathComponent("Tests")).map { "Tests/" + $0 }
        let folded = Set(files.map { $0.lowercased() })
        #expect(folded.count == files.count)
    }

    @Test("every module declares the modules of this package it imports")
    func importsAreDeclared() throws {
        let root = Self.root
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let local = ["CEditLine", "CMark", "KeyboardSim", "SwiftSubset", "SimUIKit", "Lessons", "KeyLab", "KeyLabCLI"]
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            for target in (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [] {
                let declared = Self.dependencies(of: target, in: manifest)
                guard let declared else { continue }
                let files = Self.paths(under: base.appendingPathComponent(target)).filter { $0.hasSuffix(".swift") }
                for file in files {
                    let text = (try? String(contentsOf: base.appendingPathComponent(target).appendingPathComponent(file), encoding: .utf8)) ?? ""
                    for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                        let module = String(line.split(separator: " ").last ?? "")
                        guard local.contains(module), module != target else { continue }
                        #expect(declared.contains(module), "\(folder)/\(target)/\(file) imports \(module), not declared in Package.swift")
                    }
                }
            }
        }
    }

    /// The quoted names in the `dependencies:` list of the target called `name`, or nil when the
    /// manifest has no such target.
    static func dependencies(of name: String, in manifest: String) -> Set<String>? {
        guard let start = manifest.range(of: "name: \"\(name)\"") else { return nil }
        let rest = manifest[start.upperBound...]
        let end = rest.range(of: "\n        .")?.lowerBound ?? rest.endIndex
        let declaration = rest[..<end]
        guard let list = declaration.range(of: "dependencies:") else { return [] }
        var names: Set<String> = []
        var current = ""
        var inQuote = false
        for character in declaration[list.upperBound...] {
            if character == "\"" {
                if inQuote { names.insert(current); current = "" }
                inQuote.toggle()
            } else if inQuote {
                current.append(character)
            }
        }
        return names
    }
}
