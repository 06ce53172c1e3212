/// Compiling the files of host modules (API/HostModules.swift) into the
/// unit that first imports them.
extension Compiler {
    /// Compiles the host modules that `imports` bring in and that this state
    /// has not loaded yet; returns their top-level code, which must run
    /// before the importing unit's own code.
    func loadHostModules(_ imports: [String], from modules: HostModules) throws(Diagnostic) -> [TopLevelItem] {
        hostModules = modules
        var items: [TopLevelItem] = []
        for module in modules.loadOrder(for: imports, loaded: globals.loadedHostModules) {
            for file in module.files {
                items += try compileHostFile(file, of: module.name)
            }
            globals.loadedHostModules.insert(module.name)
        }
        return items
    }

    /// One host file as its own unit, named after its module (so `#function`
    /// and qualified type names say `CoreGraphics`, not `main`).
    private func compileHostFile(_ file: HostSourceFile, of module: String) throws(Diagnostic) -> [TopLevelItem] {
        let bytes = Array(file.text.utf8)
        let saved = (source: source, fileName: fileName, moduleName: moduleName,
                     declaredThisUnit: declaredThisUnit, counter: resultCounter)
        let savedTrace = trace
        trace = nil
        source = bytes
        fileName = file.name
        moduleName = module
        declaredThisUnit = []
        // Afterwards the importing unit starts afresh: its declarations may hide the module's
        // without being "invalid redeclarations", and its `$R` numbering is its own.
        defer {
            (source, fileName, moduleName) = (saved.source, saved.fileName, saved.moduleName)
            (declaredThisUnit, resultCounter) = (saved.declaredThisUnit, saved.counter)
            laterDiagnostics = []
            trace = savedTrace
        }
        do throws(Diagnostic) {
            let stmts = try Parser.parse(bytes)
            // The checker keys tables by syntax node identity (`probeTypes`); a node freed after its
            // unit could hand its address, and a stale entry, to a node of a later unit.
            extras.retained.append(HostUnitSyntax(stmts))
            // A module's global variables are not the learner's: the REPL does not echo them.
            return try compileTopLevel(stmts).filter { if case .run = $0 { return true }; return false }
        } catch {
            // The module is the host's code, not the learner's: say whose file failed and where,
            // instead of pointing a caret into the learner's entry.
            let rendered = DiagnosticRenderer(source: bytes, fileName: file.name).render(error)
            let firstLine = rendered.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? rendered
            throw Diagnostic("module '\(module)' could not be loaded: \(firstLine)", at: .start)
        }
    }
}

/// Keeps a host file's syntax tree alive while the compiler that checked it lives.
private final class HostUnitSyntax {
    let statements: [Stmt]
    init(_ statements: [Stmt]) { self.statements = statements }
}
