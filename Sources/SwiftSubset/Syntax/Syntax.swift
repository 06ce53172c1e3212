/// A type as written in the source (`Int`, `[String]`, `Int?`, `[String: Int]`).
indirect enum TypeSyntax: Sendable, Equatable {
    case named(String, SourcePos)
    case optional(TypeSyntax)
    case array(TypeSyntax)
    case dictionary(TypeSyntax, TypeSyntax)
    case generic(String, [TypeSyntax], SourcePos)
    case unsupported(String, SourcePos)
    /// `(Int, String)` or `(x: Int, y: Int)`; `()` is Void.
    case tuple([TypeSyntax], [String?], SourcePos)
    /// `(Int, Int) -> Bool`
    case function([TypeSyntax], TypeSyntax, SourcePos)
    /// `String!`: an Optional that is unwrapped implicitly where a value is needed.
    case implicitlyUnwrapped(TypeSyntax)
    /// `@autoclosure () -> T` on a parameter: the argument expression is wrapped in a closure.
    case autoclosure(TypeSyntax)
}

/// One argument of a call or subscript as written: its label (if any) and value, not yet matched
/// to a parameter (the checker does that).
struct Argument: Sendable {
    var label: String?
    var labelPos: SourcePos?
    var value: Expr
    /// A closure written after the call's parentheses (`xs.map { … }`); it fills a parameter
    /// whatever that parameter's label is.
    var isTrailingClosure = false
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

/// The kinds of expression the parser produces. Operators are already grouped by precedence
/// (the tree's shape is final), but nothing is typed or resolved: names are just spellings.
enum ExprKind: Sendable {
    case integer(String)
    case float(String)
    case string([StringPart])
    case bool(Bool)
    case nilLiteral
    case name(String)
    case prefix(PrefixOperator, Expr)
    case forceUnwrap(Expr)
    case optionalChain(Expr)
    case binary(BinaryOperator, Expr, Expr, opPos: SourcePos)
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
    /// `(1, "a")`, `(x: 1, y: 2)`: a tuple literal (two or more elements, or labeled).
    case tuple([Argument])
    /// `t.0`
    case tupleIndex(Expr, Int, indexPos: SourcePos)
    /// `{ (a: Int) -> Int in a * 2 }`, `{ $0 > 1 }`
    case closure(ClosureExpr)
    /// `&x` as an argument for an `inout` parameter.
    case inoutArgument(Expr)
    /// `+`, `>` used as a function value (`reduce(0, +)`, `sorted(by: >)`).
    case operatorFunction(String)
    /// `let x` / `var x` inside a pattern (`case (let x, 0)`, `case let (x, y)`): names in the inner
    /// expression are bound, not compared.
    case patternBinding(Expr, isLet: Bool)
    /// `x?` in a pattern (`case let x?`, `for case let x? in`).
    case optionalPattern(Expr)
    /// `let a` inside an enum case pattern such as `.upc(let a, _)` (Syntax/ParserTypeDeclarations.swift).
    case bindingPattern(String, isLet: Bool)
    /// `try e`, `try? e`, `try! e` (the second value is "try", "try?" or "try!").
    case tryExpr(Expr, String)
    /// `x is T`, `x as? T`, `x as! T` (the string is "is", "as?" or "as!"); Checking/CompilerCasts.swift.
    case typeCast(Expr, String, TypeSyntax, opPos: SourcePos)
    /// `case let x as T` / `case is T` in a `switch`.
    case castPattern(String?, TypeSyntax)
    /// `let name = switch d { case .n: "north" default: "other" }`: a `.switchStmt` whose case
    /// bodies each end in the branch's value (Checking/SwitchExpressions.swift).
    case switchExpression(Stmt)
}

/// A closure literal, as parsed. See CompilerClosures.swift for its checking.
final class ClosureExpr: Sendable {
    struct Param: Sendable {
        var name: String
        var pos: SourcePos
        var type: TypeSyntax?
        var isInout = false
    }
    /// nil when the closure has no `in` signature (it may use `$0`, `$1`, …).
    let params: [Param]?
    let returnType: TypeSyntax?
    let body: [Stmt]
    /// `[x, y]` capture list: these names are copied when the closure is created.
    let captureList: [(String, SourcePos)]
    /// Capture-list names written `weak` (false) or `unowned` (true).
    let captureOwnership: [String: Bool]
    let closingBrace: SourcePos
    /// Position of `in`, or of `{` when there is no signature.
    let signaturePos: SourcePos
    /// Position of the `(` of a parenthesised parameter list, for swiftc's carets.
    let paramListPos: SourcePos?

    init(params: [Param]?, returnType: TypeSyntax?, body: [Stmt], captureList: [(String, SourcePos)],
         closingBrace: SourcePos, signaturePos: SourcePos, paramListPos: SourcePos? = nil,
         captureOwnership: [String: Bool] = [:]) {
        self.captureOwnership = captureOwnership
        self.paramListPos = paramListPos
        self.params = params
        self.returnType = returnType
        self.body = body
        self.captureList = captureList
        self.closingBrace = closingBrace
        self.signaturePos = signaturePos
    }
}

/// One piece of a string literal after parsing: literal text or an interpolated expression.
enum StringPart: Sendable {
    case text(String)
    case expr(Expr)
}

/// One clause of an `if`, `guard` or `while` condition list, checked left to right.
enum Condition: Sendable {
    case expr(Expr)
    /// `if let name = value` (value nil for the `if let name` shorthand).
    case binding(isLet: Bool, name: String, namePos: SourcePos, type: TypeSyntax?, value: Expr?, keywordPos: SourcePos)
    /// `if case PATTERN = value` / `guard case …`
    case pattern(Expr, value: Expr, keywordPos: SourcePos)
}

/// A function, initializer or closure parameter as declared (label, name, type as written).
struct Parameter: Sendable {
    var label: String?
    var name: String
    var pos: SourcePos
    var type: TypeSyntax
    var defaultValue: Expr?
    /// `x: inout Int`: the argument is written back after the call.
    var isInout = false
    /// `xs: Int...`: the arguments arrive as an array.
    var isVariadic = false
    /// Written `@escaping`; keylab's closures may always escape, this only serves swiftc's checks.
    var isEscaping = false
}

/// A function, method or initializer declaration as parsed: signature and body as written,
/// nothing resolved yet.
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
    /// Declared `async`: calls are marked with `await` and made from an async context
    /// (Checking/AsyncCalls.swift).
    let isAsync: Bool
    /// `rethrows`: the call throws only when a function argument does.
    var isRethrowing: Bool { rethrowsPos != nil }
    let rethrowsPos: SourcePos?

    /// `<T, U: Equatable>`: the generic parameters' names (constraints are checked per instance).
    let genericParams: [String]
    /// The protocols each generic parameter is written to conform to (`<T: Equatable>`); a
    /// parameter a `where` clause mentions gets `where`, read as "may conform to anything".
    let genericConstraints: [String: [String]]
    /// A method's own `where` clause on its type's generic parameters (`func total() -> Int where
    /// Item == Int`, MethodWhereClauses.swift).
    let whereClause: [WhereRequirement]

    /// A subscript's `set` block, as a method of its own (SubscriptSetters.swift); nil elsewhere.
    let subscriptSetter: FuncDecl?
    /// `throws(ParseError)`: the one error type the function throws (TypedThrows.swift); nil for
    /// `throws` alone. `throws(Never)` is parsed as not throwing.
    let thrownType: TypeSyntax?

    init(name: String, pos: SourcePos, namePos: SourcePos, params: [Parameter], returnType: TypeSyntax?,
         body: [Stmt], closingBrace: SourcePos, isThrowing: Bool = false, rethrowsPos: SourcePos? = nil,
         genericParams: [String] = [], genericConstraints: [String: [String]] = [:], whereClause: [WhereRequirement] = [],
         subscriptSetter: FuncDecl? = nil, thrownType: TypeSyntax? = nil, isAsync: Bool = false) {
        self.isAsync = isAsync
        self.subscriptSetter = subscriptSetter
        self.thrownType = thrownType
        self.genericConstraints = genericConstraints
        self.whereClause = whereClause
        self.isThrowing = isThrowing
        self.rethrowsPos = rethrowsPos
        self.genericParams = genericParams
        self.name = name
        self.pos = pos
        self.namePos = namePos
        self.params = params
        self.returnType = returnType
        self.body = body
        self.closingBrace = closingBrace
    }
}

/// A `case` pattern as parsed: a value or a range.
enum CasePattern: Sendable {
    case value(Expr)
    case range(Expr)
}

/// One `case` or `default` clause of a `switch`; the checker proves exhaustiveness.
struct SwitchCase: Sendable {
    /// Empty for `default`.
    var patterns: [Expr]
    var isDefault: Bool
    var body: [Stmt]
    var pos: SourcePos
    /// `case let x where x > 0:`
    var whereClause: Expr? = nil
}

/// A statement or declaration as parsed, with its position. The parser guarantees only syntax:
/// every check of names, types and Swift's rules is the compiler's.
final class Stmt: Sendable {
    let kind: StmtKind
    let pos: SourcePos
    /// `@objc`, `@available(…)` written before a top-level declaration (DeclarationAttributes.swift).
    let attributes: [DeclAttribute]

    init(_ kind: StmtKind, _ pos: SourcePos, attributes: [DeclAttribute] = []) {
        self.kind = kind
        self.pos = pos
        self.attributes = attributes
    }
}

/// The kinds of statement and declaration the parser produces.
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
    /// `let (a, b) = t`, `var (x, _) = t`: the pattern is a tuple expression of names and `_`.
    case destructure(isLet: Bool, pattern: Expr, type: TypeSyntax?, value: Expr)
    /// `for (k, v) in d`, `for case let x? in xs`, `for case (0, let y) in pairs`.
    case forPattern(pattern: Expr, isCase: Bool, sequence: Expr, whereClause: Expr?, body: [Stmt])
    /// `outer: for …`, `name: switch …`
    case labeled(String, SourcePos, Stmt)
    /// A labeled loop's body (made by the checker, never by the parser): jumps to this label stop here.
    case labeledBody(String, [Stmt])
    /// `break outer` / `continue outer`
    case breakLabel(String, SourcePos)
    case continueLabel(String, SourcePos)
    /// `typealias Name = Type`
    case typeAlias(String, SourcePos, TypeSyntax)
    /// `struct`, `class` or `enum` (Syntax/TypeDeclarations.swift).
    case typeDeclaration(TypeDecl)
    /// Error handling (Syntax/ErrorHandlingSyntax.swift).
    case throwStmt(Expr)
    /// `do throws(E) { } catch …`: `thrownType` is the written `E` (TypedThrows.swift).
    case doCatch(body: [Stmt], catches: [CatchClause], thrownType: TypeSyntax?)
    case deferStmt([Stmt])
}
