/// What the run phase of a REPL entry produced.
struct EntryRun {
    /// The runtime error that stopped the entry, if one did.
    let failure: RuntimeFailure?
    /// Echo lines collected while running, shown only if the entry finishes.
    let echoes: [PendingEcho]
}

extension SwiftREPL {
    /// Run phase: runs a compiled entry's items in order, collecting echoes.
    ///
    /// Invariants:
    /// - The interpreter is reset for the entry (limits, step count) and its global slots are
    ///   grown to the session's, so slots of earlier entries keep their values.
    /// - Pending `deinit`s run after each top-level statement, as in a compiled program.
    /// - An expression's result (`$R0`) is formatted when it is computed; a variable is only
    ///   noted here and formatted by the echo phase once the whole entry ran.
    /// - `interrupt` is polled by the interpreter and is never kept past this call.
    func runEntry(_ items: [TopLevelItem], interrupt: () -> Bool) -> EntryRun {
        interpreter.resetForEntry(limits: limits)
        interpreter.ensureGlobals(state.slotCount)
        var echoes: [PendingEcho] = []
        let failure: RuntimeFailure? = withoutActuallyEscaping(interrupt) { check in
            interpreter.interruptCheck = check
            defer { interpreter.interruptCheck = { false } }
            do throws(RuntimeFailure) {
                for item in items {
                    switch item {
                    case .run(let code):
                        _ = try code(interpreter)
                        if !interpreter.pendingDeinits.isEmpty { try interpreter.runPendingDeinits() }
                    case .echoVariable(let name, let type, let slot):
                        echoes.append(.variable(name: name, type: type, slot: slot))
                    case .echoValue(let name, let type, let slot):
                        // Results are shown as computed, even if a later statement of the entry changes things.
                        guard case .global(let g) = slot, g < interpreter.globals.count else { continue }
                        echoes.append(.text("\(name): \(ValueFormatter.replTypeName(interpreter.globals[g], type)) = \(ValueFormatter.replDescribe(interpreter.globals[g], type))"))
                    }
                }
                // Tasks the entry made run once it has finished, as the main actor comes round.
                try interpreter.runPendingTasks()
                return nil
            } catch {
                return error
            }
        }
        return EntryRun(failure: failure, echoes: echoes)
    }

    /// Rolls back an entry stopped by a runtime error and renders what it printed before.
    ///
    /// Invariants: the output printed before the failure is kept (ended with a newline), then
    /// the failure's text; no echo is shown. The entry's declarations may hold no value yet,
    /// so the session state goes back to `before` (global slots beyond it are released), and a
    /// recorded entry is removed from `acceptedEntries` and from `:swiftc`'s entries (the real
    /// program would stop there too). The `$R` counter is not advanced.
    func rollBackFailedRun(_ failure: RuntimeFailure, before: GlobalState, recorded: Bool) -> REPLResult {
        var output = interpreter.output
        if !output.isEmpty && !output.hasSuffix("\n") { output += "\n" }
        output += REPLEcho.failureText(failure)
        restoreState(before)
        interpreter.releaseAfterFailure(keepingGlobals: before.slotCount)
        if recorded {
            entries.removeLast()
            swiftcEntries.removeLast()
        }
        interpreter.output = ""
        return REPLResult(output: output, failed: true)
    }
}
