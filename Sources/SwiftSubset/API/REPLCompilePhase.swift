/// What the compile phase of a REPL entry hands to the run phase.
struct CompiledEntry {
    /// The entry's top-level code and echo requests, in source order.
    let items: [TopLevelItem]
    /// The `$R` counter once the entry's results are numbered; kept only if the entry also runs.
    let resultCounter: Int
}

/// How the compile phase of a REPL entry ended.
enum CompileOutcome {
    case compiled(CompiledEntry)
    /// The entry was refused; the result holds its rendered diagnostics.
    case refused(REPLResult)
}

extension SwiftREPL {
    /// Compile phase: parses and checks the whole entry before any of it runs.
    ///
    /// Invariants:
    /// - The compiler owns the session state while it works (swapped in, never copied), so
    ///   declarations change the name tables in place under a journal. On success the state
    ///   comes back with the entry's declarations still journaled (the run phase commits or
    ///   rolls them back); on a compile error every change is rolled back to `before`,
    ///   nothing is recorded in `acceptedEntries`, and nothing runs.
    /// - Imports load here, before the entry's own statements are checked: a host module's
    ///   prelude is compiled into the entry's items (first, so it runs first), and
    ///   `import Foundation` (or a module that re-exports it) switches on Foundation members
    ///   for this and later entries — unless the entry fails.
    /// - A refused entry that uses a construct outside the subset is still handed to
    ///   `:swiftc` (`swiftcEntries`), so the learner can run it with the real compiler.
    /// - Statements are traced only for recorded entries once a host module is loaded.
    func compileEntry(_ source: String, bytes: [UInt8], fileName: String?, record: Bool,
                      before: GlobalState) -> CompileOutcome {
        // A :load'ed file's errors name it and the line (`Form.swift:3:16: error: …`), as swiftc's do.
        let renderer = DiagnosticRenderer(source: bytes, fileName: fileName, offersSwiftc: true)
        // The compiler takes the state over (no other reference), so declarations change the name
        // tables in place; the journal undoes them if the entry fails.
        let compiler = Compiler(globals: GlobalState(), isREPL: true)
        swap(&compiler.globals, &state)
        compiler.globals.scope.beginJournal()
        do throws(Diagnostic) {
            let (stmts, imports) = try Parser.parseWithImports(bytes)
            compiler.importsFoundation = before.importsFoundation
                || imports.contains { Compiler.foundationModules.contains($0) }
            compiler.source = bytes
            compiler.ignoresAccessControl = !record
            compiler.resultCounter = resultCounter
            let moduleItems = try compiler.loadHostModules(imports, from: modules)
            if record && !compiler.globals.loadedHostModules.isEmpty {
                compiler.startTracing(file: fileName ?? "entry \(entries.count + 1)", source: bytes)
            }
            let items = try moduleItems + compiler.compileTopLevel(stmts)
            swap(&compiler.globals, &state)
            state.importsFoundation = compiler.importsFoundation
            return .compiled(CompiledEntry(items: items, resultCounter: compiler.resultCounter))
        } catch {
            swap(&compiler.globals, &state)
            restoreState(before)
            let all = [error] + compiler.laterDiagnostics
            if record && all.contains(where: { $0.isUnsupported }) { swiftcEntries.append(source) }
            return .refused(REPLResult(output: all.map(renderer.render).joined(), failed: true))
        }
    }
}
