/// The host API: Swift source that the embedding program supplies for the
/// modules a learner imports (`import UIKit`, `import CoreGraphics`).
///
/// SwiftSubset knows no SDK. An embedding program (keylab's `SimUIKit`)
/// hands it a `HostModules` value; when a program or REPL session first
/// imports one of those modules, its files are compiled into the session,
/// dependencies first, before the code that imported it. A session compiles
/// each module at most once; a REPL entry that fails is undone with
/// everything it loaded, so the next entry that imports the module loads it
/// again.
///
/// The files of a module are compiled in order, each as one unit, and each
/// sees what the files before it declared (a `typealias` in an early file can
/// be used as a property type in a later one: within one unit, type members
/// are declared before top-level statements run through the checker). The
/// learner's own code may redeclare any name a module declares; the
/// learner's declaration then hides the module's, as a declaration in
/// `main.swift` hides an SDK type in Swift.
public struct HostModules: Sendable {
    private var modules: [String: HostModule]
    /// Which module declares each top-level name (HostDeclarationScan).
    private var declaredBy: [String: String] = [:]

    /// Modules by name; a later module with the same name replaces an earlier one.
    public init(_ modules: [HostModule] = []) {
        var byName: [String: HostModule] = [:]
        for module in modules { byName[module.name] = module }
        self.modules = byName
        // Dependencies first: a name two modules declare belongs to the one underneath.
        for module in loadOrder(for: byName.keys.sorted(), loaded: []) {
            for file in module.files {
                for declared in HostDeclarationScan.topLevelNames(file.text) where declaredBy[declared] == nil {
                    declaredBy[declared] = module.name
                }
            }
        }
    }

    /// The import that brings `name` in, when a module declares it at its
    /// top level: `preferredImport` when that module brings the declaring one
    /// in (`CGRect` → `UIKit`, the import a learner of UIKit writes), else
    /// the declaring module itself.
    public func importDeclaring(_ name: String) -> String? {
        guard let module = declaredBy[name] else { return nil }
        if let preferred = preferredImport, loadOrder(for: [preferred], loaded: []).contains(where: { $0.name == module }) {
            return preferred
        }
        return module
    }

    /// The import to suggest for a name any module it brings in declares
    /// (keylab: `UIKit`); nil suggests the declaring module.
    public var preferredImport: String?

    /// The module an `import NAME` line brings in, nil when the host supplies none.
    public subscript(name: String) -> HostModule? { modules[name] }

    /// The names of every module supplied.
    public var names: [String] { modules.keys.sorted() }

    /// The modules `imports` bring in that are not `loaded` yet, each after
    /// the modules it depends on, each once. A dependency cycle is cut where
    /// it closes (the module already being loaded is not loaded again), and
    /// a dependency the host does not supply is skipped.
    func loadOrder(for imports: [String], loaded: Set<String>) -> [HostModule] {
        var order: [HostModule] = []
        var seen = loaded
        func visit(_ name: String) {
            guard !seen.contains(name), let module = modules[name] else { return }
            seen.insert(name)
            for dependency in module.dependencies { visit(dependency) }
            order.append(module)
        }
        for name in imports { visit(name) }
        return order
    }
}

/// One module's Swift source, as the embedding program supplies it.
public struct HostModule: Sendable, Equatable {
    /// The name written after `import`.
    public var name: String
    /// Modules this one brings in first (`UIKit` needs `Foundation`, which needs `CoreGraphics`).
    public var dependencies: [String]
    /// The module's source files, compiled in this order.
    public var files: [HostSourceFile]

    /// Creates a module from its name, dependencies and files.
    public init(name: String, dependencies: [String] = [], files: [HostSourceFile]) {
        self.name = name
        self.dependencies = dependencies
        self.files = files
    }
}

/// One file of a host module: a name for diagnostics (`CGRect.swift`) and its Swift text.
public struct HostSourceFile: Sendable, Equatable {
    /// The file's name, shown when its code fails to compile.
    public var name: String
    /// Swift source: type declarations, extensions and `typealias`es.
    public var text: String

    /// Creates a file.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
