extension SwiftREPL {
    /// Echo phase: the output of an entry that ran to the end, as the Swift REPL (lldb) shows it.
    ///
    /// Invariants: called only after the entry's declarations are committed. The output is
    /// what the entry printed, ended with a newline (the shell prints whole lines, so output
    /// from `print(..., terminator: "")` is ended here), then one `name: Type = value` line per
    /// echo in source order. Results (`$R0`) show the value as computed; variables show their
    /// value after the whole entry ran. The interpreter's output buffer is emptied.
    func echoEntry(_ echoes: [PendingEcho]) -> REPLResult {
        var output = interpreter.output
        if !output.isEmpty && !output.hasSuffix("\n") { output += "\n" }
        for echo in echoes {
            switch echo {
            case .text(let text):
                output += text + "\n"
            case .variable(let name, let type, let slot):
                // Variables are echoed with their value after the whole entry ran, as lldb does.
                guard case .global(let g) = slot, g < interpreter.globals.count else { continue }
                output += "\(name): \(ValueFormatter.replTypeName(interpreter.globals[g], type)) = \(ValueFormatter.replDescribe(interpreter.globals[g], type))\n"
            }
        }
        interpreter.output = ""
        return REPLResult(output: output, failed: false)
    }
}
