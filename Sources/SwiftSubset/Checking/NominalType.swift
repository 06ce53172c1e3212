/// What the checker knows about a declared struct, class or enum.
///
/// Invariants: `fields` lists every stored property an instance holds, a superclass's first, so a
/// property's index is the same in a class and all its subclasses and is resolved at compile time.
/// `vtable` holds one function per overridable method or accessor; a subclass copies its superclass's
/// table and replaces the entries it overrides, so a call finds its body by index at run time.
final class NominalType: @unchecked Sendable, Hashable {
    enum Kind { case structure, classType, enumeration, protocolType }

    let name: String
    let kind: Kind
    let namePos: SourcePos
    /// The module prefix `print` shows inside collections and for classes (`main.Point`).
    let moduleName: String
    var superclass: NominalType?
    var isFinal = false
    /// Protocol names written after the colon (`Equatable`, `CustomStringConvertible`, ...).
    var conformances: Set<String> = []

    var fields: [StoredField] = [] { didSet { fieldDefaultsValid = false } }
    /// `fields`' default values as cells, for making instances without copying each `StoredField`.
    private var fieldDefaults: [CodeCell?] = []
    private var fieldDefaultsValid = false
    /// Instance properties by name (stored and computed), inherited ones included.
    var properties: [String: PropertyInfo] = [:]
    var methods: [String: [MethodSymbol]] = [:]
    var staticMethods: [String: [MethodSymbol]] = [:]
    var staticProperties: [String: VariableSymbol] = [:]
    var staticComputed: [String: MethodSymbol] = [:]
    var initializers: [MethodSymbol] = []
    var vtable: [FunctionBox] = []
    var deinitBox: FunctionBox?
    /// True when this class or a superclass has a `deinit`.
    var hasDeinit = false
    /// Set once the declaration's members were resolved (a use before that is a cycle or an error).
    var isResolved = false
    /// For the host of extensions of a standard type (`extension Int`): that type, which `self` has.
    var extendedType: SType?
    /// Protocols this type declared conformance to (user protocols only).
    var protocols: [NominalType] = []
    /// For a protocol: its requirements in order; a witness table has one entry per requirement.
    var requirements: [Requirement] = []
    /// Witness tables of this type for each protocol it was converted to, made once.
    var witnessTables: [ObjectIdentifier: ExistentialInfo] = [:]
    /// For a protocol: bodies its extensions give to requirements (default implementations).
    var defaultProperties: [String: PropertyInfo] = [:]
    var defaultMethods: [String: [MethodSymbol]] = [:]
    var selfType: SType { extendedType ?? .nominal(self) }
    /// Stored properties declared `T!` (CompilerImplicitlyUnwrapped.swift); a subclass looks in its superclass too.
    var implicitlyUnwrappedProperties: Set<String> = []

    // Enums
    var cases: [EnumCaseInfo] = []
    var rawType: SType?

    init(name: String, kind: Kind, namePos: SourcePos, moduleName: String) {
        self.name = name
        self.kind = kind
        self.namePos = namePos
        self.moduleName = moduleName
    }

    static func == (a: NominalType, b: NominalType) -> Bool { a === b }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    /// For a specialization such as `Box<[Int]>`: the generic type's name and the type arguments.
    var genericBase: String?
    var genericArgs: [SType] = []

    /// What `print` shows: `Box<Array<Int>>` (runtime spelling of the arguments).
    var displayName: String {
        // A nested type prints by its own name (`Inner(x: 1)`), as Swift's `print` does.
        guard let base = genericBase else { return name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name }
        return base + "<" + genericArgs.map(\.runtimeName).joined(separator: ", ") + ">"
    }

    /// What collections and `debugPrint` show: `main.Box<Swift.Int>`.
    var qualifiedName: String {
        guard let base = genericBase else { return nestedQualifiedName ?? "\(moduleName).\(name)" }
        return "\(moduleName).\(base)<" + genericArgs.map(\.qualifiedRuntimeName).joined(separator: ", ") + ">"
    }

    /// Synthesized `==` exists for enums without associated values and for declared `Equatable` conformance.
    var isEquatable: Bool {
        if conformances.contains("Equatable") || conformances.contains("Hashable") || conformances.contains("Comparable") { return true }
        if kind == .enumeration && cases.allSatisfy({ $0.associated.isEmpty }) { return true }
        return self === NominalType.anyHashableProtocol
    }

    /// Enums without associated values are Hashable in Swift; other types when they declare it (and
    /// all their stored properties or payloads are).
    var isHashable: Bool {
        switch kind {
        case .enumeration:
            if cases.allSatisfy({ $0.associated.isEmpty }) { return true }
            return conformances.contains("Hashable") && cases.allSatisfy { $0.associated.allSatisfy { $0.type.isHashable } }
        case .structure:
            return conformances.contains("Hashable") && fields.allSatisfy { $0.type.isHashable }
        case .classType:
            // Keyed by identity (DictionaryKey.object): the class's own `==` and `hash(into:)` are not run.
            return conformances.contains("Hashable") || (superclass?.isHashable ?? false)
        default:
            return self === NominalType.anyHashableProtocol
        }
    }

    func isSubclass(of other: NominalType) -> Bool {
        var t: NominalType? = self
        while let c = t {
            if c === other { return true }
            t = c.superclass
        }
        return false
    }

    /// Declared `CustomStringConvertible` (here or in a superclass): `print` uses `description`.
    var conformsToDescription: Bool {
        var t: NominalType? = self
        while let c = t {
            if c.conformances.contains("CustomStringConvertible") { return true }
            // `protocol Pretty: CustomStringConvertible`: its conformers print by their description too.
            if c.protocols.contains(where: { $0.conformances.contains("CustomStringConvertible") }) { return true }
            t = c.superclass
        }
        return false
    }

    func findMethods(_ name: String) -> [MethodSymbol]? { methods[name] }

    func caseIndex(_ name: String) -> Int? { cases.firstIndex { $0.name == name } }

    /// A new instance's stored properties: each default evaluated in order, `.void` for the ones
    /// an initializer must set.
    /// A struct's new instance before its initializer runs: the defaults, `.void` elsewhere.
    func defaultRecord(_ i: Interpreter) throws(RuntimeFailure) -> Record {
        if !fieldDefaultsValid {
            fieldDefaults = fields.map { f in f.defaultCode.map { CodeCell($0) } }
            fieldDefaultsValid = true
        }
        let defaults = fieldDefaults
        var record = Record(repeating: .void, count: defaults.count)
        for (k, d) in defaults.enumerated() {
            if let d { record[k] = try d.run(i) }
        }
        return record
    }

    func defaultFieldValues(_ i: Interpreter) throws(RuntimeFailure) -> [Value] {
        if !fieldDefaultsValid {
            fieldDefaults = fields.map { f in f.defaultCode.map { CodeCell($0) } }
            fieldDefaultsValid = true
        }
        let defaults = fieldDefaults
        var values: [Value] = []
        values.reserveCapacity(defaults.count)
        for d in defaults { values.append(try d?.run(i) ?? .void) }
        return values
    }
}

/// A stored property of a struct or class as checked: its type, mutability and default value.
struct StoredField {
    var name: String
    var type: SType
    var isLet: Bool
    /// The default value, evaluated each time an instance is made; nil when an initializer must set it.
    var defaultCode: Code?
    var hasDefault: Bool
    var isWeak = false
    var isUnowned = false
    /// `lazy var`: the initializer, compiled as a method of the instance; the field holds `.void`
    /// until the first read.
    var lazyInit: MethodSymbol?
    var namePos: SourcePos
    var keywordPos: SourcePos
    var declarationLine: String?
}

/// How a property is reached once checked: a field index or its accessors.
enum PropertyInfo {
    /// Index into the instance's fields; `observer` runs `willSet`/`didSet` around a write.
    case stored(index: Int, observer: MethodSymbol?)
    case computed(type: SType, getter: MethodSymbol, setter: MethodSymbol?)
}

/// A method, initializer or accessor of a declared type.
final class MethodSymbol {
    let function: FunctionSymbol
    unowned let owner: NominalType
    var isMutating = false
    var isStatic = false
    var isOverride = false
    var isFinal = false
    var isConvenience = false
    /// `required init`: the only initializers learner code may call through a metatype value.
    var isRequired = false
    /// For a protocol's requirement: its index in the witness table (no body of its own).
    var requirementIndex: Int?
    /// `init?`: the construction gives an optional, nil when the body returns nil.
    var isFailable = false
    /// Index into the owner's `vtable` for class members that a subclass may override.
    var vtableIndex: Int?
    /// Position of the `func`/`init` keyword, for the "mark method 'mutating'" note.
    var keywordPos: SourcePos
    /// The declaration's source line, for notes shown from a later REPL entry.
    var declarationLine: String?

    init(function: FunctionSymbol, owner: NominalType, keywordPos: SourcePos) {
        self.function = function
        self.owner = owner
        self.keywordPos = keywordPos
    }

    var box: FunctionBox { function.box }
}

/// A protocol requirement: a property (`var area: Double { get }`) or a method.
struct Requirement {
    var name: String
    var type: SType
    var isSettable = false
    var method: FunctionSymbol?
    var isMutating = false
    var pos: SourcePos
    /// The requirement's source line, for notes shown from a later REPL entry.
    var line: String? = nil
}

/// How a value of a concrete type fulfils a protocol: one getter or method body per requirement,
/// chosen at compile time when the value is converted to the protocol type.
final class ExistentialInfo: @unchecked Sendable {
    let concreteType: SType
    var getters: [MemberGetter?] = []
    /// For `{ get set }` requirements: how to change the property inside the existential (ProtocolPropertySetters.swift).
    var setters: [MemberSetter?] = []
    var methods: [((Interpreter, Value, [Code], Int) throws(RuntimeFailure) -> Value)?] = []
    init(concreteType: SType) { self.concreteType = concreteType }
}

/// An enum case as checked: its raw value (nil when the enum has none) and associated values.
struct EnumCaseInfo {
    var name: String
    var pos: SourcePos
    var rawValue: Value?
    var associated: [(label: String?, type: SType)]
}
