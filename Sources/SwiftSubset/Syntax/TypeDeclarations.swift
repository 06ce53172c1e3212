/// Syntax of user-defined types: `struct`, `class` and `enum` declarations and their members.
///
/// The parser only records what was written; the checker (`CompilerTypeDeclarations.swift`) decides
/// what each member means, so modifiers are kept as written and checked there with swiftc's words.
final class TypeDecl: Sendable {
    enum Kind: Sendable { case structure, classType, enumeration, extensionDecl, protocolDecl }
    let kind: Kind
    let name: String
    let pos: SourcePos
    let namePos: SourcePos
    /// `: Base, Proto` as written; for a class the first may be the superclass.
    let inherited: [TypeSyntax]
    let members: [MemberDecl]
    let isFinal: Bool
    let closingBrace: SourcePos
    /// `struct Stack<Element>`: the generic parameters' names.
    let genericParams: [String]
    /// `extension Stack where Element: Equatable`: the requirements (ParserWhereClauses.swift).
    let whereClause: [WhereRequirement]

    init(kind: Kind, name: String, pos: SourcePos, namePos: SourcePos, inherited: [TypeSyntax], members: [MemberDecl],
         isFinal: Bool, closingBrace: SourcePos, genericParams: [String] = [], whereClause: [WhereRequirement] = []) {
        self.genericParams = genericParams
        self.whereClause = whereClause
        self.kind = kind
        self.name = name
        self.pos = pos
        self.namePos = namePos
        self.inherited = inherited
        self.members = members
        self.isFinal = isFinal
        self.closingBrace = closingBrace
    }

    /// `struct`, `class` or `enum`, as swiftc names the kind in messages.
    var keyword: String {
        switch kind {
        case .structure: return "struct"
        case .classType: return "class"
        case .enumeration: return "enum"
        case .extensionDecl: return "extension"
        case .protocolDecl: return "protocol"
        }
    }
}

/// Modifiers written before a member (`static`, `mutating`, `override`, ...), with their positions.
struct MemberModifiers: Sendable {
    var words: [String: SourcePos] = [:]
    /// `@objc`, `@IBAction`, `@available(…)` (DeclarationAttributes.swift).
    var attributes: [DeclAttribute] = []
    func has(_ w: String) -> Bool { words[w] != nil }
}

/// A `get`/`set`/`willSet`/`didSet` clause of a property.
struct AccessorDecl: Sendable {
    var kind: String
    /// `set(v)` / `willSet(v)` / `didSet(v)` parameter name, or the implicit one.
    var parameter: String
    var body: [Stmt]
    var pos: SourcePos
}

/// A stored or computed property of a struct, class, enum or extension as parsed; the checker
/// decides its storage (field index, accessors, observers).
final class PropertyDecl: Sendable {
    let isLet: Bool
    let name: String
    let pos: SourcePos
    let namePos: SourcePos
    let type: TypeSyntax?
    let value: Expr?
    let modifiers: MemberModifiers
    /// Empty for a stored property without observers.
    let accessors: [AccessorDecl]

    init(isLet: Bool, name: String, pos: SourcePos, namePos: SourcePos, type: TypeSyntax?, value: Expr?,
         modifiers: MemberModifiers, accessors: [AccessorDecl]) {
        self.isLet = isLet
        self.name = name
        self.pos = pos
        self.namePos = namePos
        self.type = type
        self.value = value
        self.modifiers = modifiers
        self.accessors = accessors
    }

    var isComputed: Bool { accessors.contains { $0.kind == "get" || $0.kind == "set" } }
}

/// One `case` of an enum: `case a`, `case b = 2`, `case upc(Int, Int)`, `case qr(code: String)`.
struct EnumCaseDecl: Sendable {
    var name: String
    var pos: SourcePos
    var rawValue: Expr?
    /// Labels and types of the associated values (empty for a simple case).
    var associated: [(label: String?, type: TypeSyntax)]
}

/// One member of a type declaration as parsed, in source order.
enum MemberDecl: Sendable {
    case property(PropertyDecl)
    case method(FuncDecl, MemberModifiers)
    case initializer(FuncDecl, MemberModifiers)
    case deinitializer(body: [Stmt], pos: SourcePos)
    case enumCases([EnumCaseDecl], MemberModifiers)
}
