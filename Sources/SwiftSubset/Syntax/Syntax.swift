/// A type as written in the source (`Int`, `[String]`, `Int?`, `[String: Int]`).
indirect enum TypeSyntax: Sendable, Equatable {
    case named(String, SourcePos)
    case optional(TypeSyntax)
    case array(TypeSyntax)
    case dictionary(TypeSyntax, TypeSyntax)
    case generic(String, [TypeSyntax], SourcePos)
    case unsupported(String, SourcePos)
}

struct Argument: Sendable {
    var label: String?
    var labelPos: SourcePos?
    var value: Expr
}

/// An expression as parsed, before type checking.
final class Expr: Sendable {
    let kind: ExprKind
    let pos: SourcePos
    /// Byte offset just past the expression, for caret ranges.
    let end: Int

    init(_ kind: ExprKind, _ pos: SourcePos, end: Int) {
        self.kind = kind
        self.pos = pos
        self.end = end
    }

    var length: Int { max(1, end - pos.offset) }
}

enum ExprKind: Sendable {
    case integer(String)
    case float(String)
    case string([StringPart])
    case bool(Bool)
    case nilLiteral
    case name(String)
    case prefix(String, Expr)
    case forceUnwrap(Expr)
    case optionalChain(Expr)
    case binary(String, Expr, Expr, opPos: SourcePos)
    case ternary(Expr, Expr, Expr)
    case assign(String, Expr, Expr, opPos: SourcePos)
    case call(Expr, [Argument], rparen: SourcePos)
    case member(Expr, String, namePos: SourcePos)
    case implicitMember(String)
    case subscriptAccess(Expr, [Argument])
    case array([Expr])
    case dictionary([(Expr, Expr)])
    case paren(Expr)
    case typeExpr(TypeSyntax)
    /// `x as T`
    case coerce(Expr, TypeSyntax)
    /// `a...` (only in `case` patterns)
    case partialRangeFrom(Expr)
    /// `#function`, `#line`, `#column`, `#file`
    case magic(String)
    /// `..<a` or `...a` (only in `case` patterns)
    case partialRangeUpTo(Expr, closed: Bool)
    case unsupported(String)
    /// `let a` inside an enum case pattern such as `.upc(let a, _)` (Syntax/ParserTypeDeclarations.swift).
    case bindingPattern(String, isLet: Bool)
    /// `try e`, `try? e`, `try! e` (the second value is "try", "try?" or "try!").
    case tryExpr(Expr, String)
    /// `x is T`, `x as? T`, `x as! T` (the string is "is", "as?" or "as!"); Checking/CompilerCasts.swift.
    case typeCast(Expr, String, TypeSyntax, opPos: SourcePos)
    /// `case let x as T` / `case is T` in a `switch`.
    case castPattern(String?, TypeSyntax)
}

enum StringPart: Sendable {
    case text(String)
    case expr(Expr)
}

enum Condition: Sendable {
    case expr(Expr)
    /// `if let name = value` (value nil for the `if let name` shorthand).
    case binding(isLet: Bool, name: String, namePos: SourcePos, type: TypeSyntax?, value: Expr?, keywordPos: SourcePos)
}

struct Parameter: Sendable {
    var label: String?
    var name: String
    var pos: SourcePos
    var type: TypeSyntax
    var defaultValue: Expr?
}

final class FuncDecl: Sendable {
    let name: String
    let pos: SourcePos
    let namePos: SourcePos
    let params: [Parameter]
    let returnType: TypeSyntax?
    let body: [Stmt]
    let closingBrace: SourcePos
    /// Declared `throws` (or `rethrows`).
    let isThrowing: Bool

    init(name: String, pos: SourcePos, namePos: SourcePos, params: [Parameter], returnType: TypeSyntax?,
         body: [Stmt], closingBrace: SourcePos, isThrowing: Bool = false) {
        self.isThrowing = isThrowing
        self.name = name
        self.pos = pos
        self.namePos = namePos
        self.params = params
        self.returnType = returnType
        self.body = body
        self.closingBrace = closingBrace
    }
}

enum CasePattern: Sendable {
    case value(Expr)
    case range(Expr)
}

struct SwitchCase: Sendable {
    /// Empty for `default`.
    var patterns: [Expr]
    var isDefault: Bool
    var body: [Stmt]
    var pos: SourcePos
}

final class Stmt: Sendable {
    let kind: StmtKind
    let pos: SourcePos

    init(_ kind: StmtKind, _ pos: SourcePos) {
        self.kind = kind
        self.pos = pos
    }
}

enum StmtKind: Sendable {
    case variable(isLet: Bool, name: String, namePos: SourcePos, type: TypeSyntax?, value: Expr?)
    case function(FuncDecl)
    case expression(Expr)
    case ifStmt(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?)
    case guardStmt(conditions: [Condition], otherwise: [Stmt], closingBrace: SourcePos)
    case whileStmt(conditions: [Condition], body: [Stmt])
    case repeatStmt(body: [Stmt], condition: Expr)
    case forIn(name: String?, namePos: SourcePos, sequence: Expr, whereClause: Expr?, body: [Stmt])
    case switchStmt(subject: Expr, cases: [SwitchCase], closingBrace: SourcePos)
    case block([Stmt])
    case breakStmt
    case continueStmt
    case fallthroughStmt
    case returnStmt(Expr?)
    /// `struct`, `class` or `enum` (Syntax/TypeDeclarations.swift).
    case typeDeclaration(TypeDecl)
    /// Error handling (Syntax/ErrorHandlingSyntax.swift).
    case throwStmt(Expr)
    case doCatch(body: [Stmt], catches: [CatchClause])
    case deferStmt([Stmt])
}
