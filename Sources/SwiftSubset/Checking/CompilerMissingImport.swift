/// A name from a host module the code did not import (`UIViewController`
/// with no `import UIKit`, often after a restart: typed declarations and
/// imports are not restored). swiftc knows no such name then, and says so in
/// its own words; keylab adds the import that declares it.
extension Compiler {
    /// swiftc's `cannot find type 'X' in scope` (a type position) or
    /// `cannot find 'X' in scope` (an expression), with a note naming the
    /// import; nil when no host module declares `name` or it is loaded.
    func missingImport(_ name: String, at pos: SourcePos, asType: Bool) -> Diagnostic? {
        guard let module = hostModules.importDeclaring(name), !globals.loadedHostModules.contains(module) else { return nil }
        var diagnostic = Diagnostic(asType ? "cannot find type '\(name)' in scope" : "cannot find '\(name)' in scope",
                                    at: pos, length: name.utf8.count)
        diagnostic.notes = [DiagnosticNote(message: "'\(name)' is declared in \(module): add 'import \(module)' before the code that uses it",
                                           pos: pos, showsSource: false)]
        return diagnostic
    }
}
