/// The standard library's `Result<Success, Failure: Error>` (`.success`, `.failure`, `get()`,
/// `init(catching:)`), written in Swift and compiled, as a host module named `Swift`, into a unit
/// that names `Result` without declaring its own. keylab's generic enums give the rest: `switch`
/// with `case .success(let v)`, `if case`, printing `success(4)`. Its generic methods (`map`,
/// `mapError`, `flatMap`) are not there: keylab has no generic methods yet, and a call of one
/// is refused by name.
extension Compiler {
    static let resultSource = """
    enum Result<Success, Failure: Error> {
        case success(Success)
        case failure(Failure)
        init(catching body: () throws -> Success) {
            do {
                self = .success(try body())
            } catch {
                self = .failure(error as! Failure)
            }
        }
        func get() throws -> Success {
            switch self {
            case .success(let value): return value
            case .failure(let error): throw error
            }
        }
    }
    """

    /// The prelude's top-level code (none) when `stmts` need `Result`, loaded once per state.
    func loadResultIfNamed(_ stmts: [Stmt]) throws(Diagnostic) -> [TopLevelItem] {
        guard !globals.loadedHostModules.contains("Swift"), globals.genericTypes["Result"] == nil,
              globals.types["Result"] == nil, Compiler.namesWord("Result", in: source.isEmpty ? extras.unitBytes : source),
              !stmts.contains(where: { if case .typeDeclaration(let d) = $0.kind { return d.name == "Result" }; return false })
        else { return [] }
        let module = HostModule(name: "Swift", files: [HostSourceFile(name: "Result.swift", text: Compiler.resultSource)])
        return try loadHostModules(["Swift"], from: HostModules([module]))
    }

    /// `Result` the unit refers to: a standalone word of its source (not `testResult`).
    static func namesWord(_ word: String, in source: [UInt8]) -> Bool {
        let w = Array(word.utf8)
        guard source.count >= w.count else { return false }
        var k = 0
        while k + w.count <= source.count {
            if source[k] == w[0], Array(source[k..<(k + w.count)]) == w,
               k == 0 || !Lexer.isIdentChar(source[k - 1]),
               k + w.count == source.count || !Lexer.isIdentChar(source[k + w.count]) {
                return true
            }
            k += 1
        }
        return false
    }

    /// `r.map { … }` on a `Result`: generic methods keylab does not have.
    func refuseResultGenericMethod(_ n: NominalType, _ name: String, at pos: SourcePos) throws(Diagnostic) {
        guard globals.loadedHostModules.contains("Swift"), n.name.hasPrefix("Result<"),
              ["map", "mapError", "flatMap", "flatMapError"].contains(name) else { return }
        throw Diagnostic.unsupported("Result's '\(name)'", at: pos)
    }
}

extension Compiler {
    /// `Result<Int, E>` made from the prelude's template belongs to `Swift` (`Swift.Result<Swift.Int, main.E>`).
    func preludeModuleName(for typeName: String) -> String? {
        typeName.hasPrefix("Result<") && globals.loadedHostModules.contains("Swift") ? "Swift" : nil
    }
}

extension Compiler {
    /// `Result<Int, String>`: swiftc's error at the type, not one inside the prelude's text.
    func checkResultFailureType(_ name: String, _ args: [SType], at pos: SourcePos) throws(Diagnostic) {
        guard name == "Result", args.count == 2, globals.loadedHostModules.contains("Swift"),
              globals.types["Result"] == nil else { return }
        if case .nominal(let n) = args[1], n === NominalType.errorProtocol || n.conformances.contains("Error") { return }
        throw Diagnostic("type '\(args[1].name)' does not conform to protocol 'Error'", at: pos, length: name.utf8.count)
    }
}
