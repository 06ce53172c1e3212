/// Where a variable lives at run time.
enum Slot: Sendable {
    case global(Int)
    case local(Int)
    /// A local variable that a closure captures: the slot holds a `.box` shared with the closures.
    case boxedLocal(Int)
    /// A top-level variable declared inside a block (each pass through the block makes a new one)
    /// that a closure captures.
    case boxedGlobal(Int)
}

/// A declared variable or constant.
final class VariableSymbol {
    let name: String
    let type: SType
    let isLet: Bool
    let slot: Slot
    let namePos: SourcePos
    /// Position of the `let` keyword, for the "change 'let' to 'var'" note; nil for loop variables and parameters.
    let keywordPos: SourcePos?
    var initialized: Bool
    /// The text of the declaring line, for notes shown from a later REPL entry.
    var declarationLine: String? = nil
    /// A local or global `weak var`: its slot holds a `.weakObject` (WeakVariables.swift).
    var isWeak = false
    /// Depth of the function that owns a local slot (0 = top level), to detect captures.
    let functionLevel: Int

    init(name: String, type: SType, isLet: Bool, slot: Slot, namePos: SourcePos, keywordPos: SourcePos?,
         initialized: Bool, functionLevel: Int) {
        self.name = name
        self.type = type
        self.isLet = isLet
        self.slot = slot
        self.namePos = namePos
        self.keywordPos = keywordPos
        self.initialized = initialized
        self.functionLevel = functionLevel
    }
}

/// A declared function's signature.
final class FunctionSymbol {
    let name: String
    let labels: [String?]
    let paramNames: [String]
    let paramTypes: [SType]
    /// Default argument values, compiled with the body (a placeholder until then).
    var defaults: [Code]
    var declaredDefaults: [Bool] = []
    /// Default values as written; `#function` and `#line` are evaluated at the call site.
    var defaultExprs: [Expr?] = []
    let returnType: SType
    let box: FunctionBox
    let namePos: SourcePos
    /// Declared `throws`: calls must be marked with `try`.
    var isThrowing = false
    /// Declared `async`: calls must be marked with `await` (AsyncCalls.swift).
    var isAsync = false
    /// Declared `rethrows` (CompilerClosures.swift decides per call whether it throws).
    var isRethrowing = false
    /// `throws(E)`: the only error type the function throws (TypedThrows.swift); nil for `throws`.
    var thrownType: SType?
    /// Parameters written `@escaping` (ImplicitSelfCapture.swift).
    var escapingParameters: Set<Int> = []

    init(name: String, labels: [String?], paramNames: [String], paramTypes: [SType], defaults: [Code],
         returnType: SType, box: FunctionBox, namePos: SourcePos) {
        self.name = name
        self.labels = labels
        self.paramNames = paramNames
        self.paramTypes = paramTypes
        self.defaults = defaults
        self.returnType = returnType
        self.box = box
        self.namePos = namePos
    }

    /// Which parameters are `inout` / variadic (`Int...`); empty means none.
    var inoutParams: [Bool] = []
    var variadicParams: [Bool] = []
    /// `@autoclosure` parameters: their arguments are compiled as closures.
    var autoclosureParams: [Bool] = []

    /// `greet(name:)`, as swiftc names functions in notes.
    var fullName: String { name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" }
}

/// One lexical scope's names.
struct Scope {
    var variables = JournaledTable<VariableSymbol>()
    var functions = JournaledTable<[FunctionSymbol]>()
}

/// What persists between REPL entries.
struct GlobalState {
    var scope = Scope()
    var slotCount = 0
    var importsFoundation = false
    /// Functions declared `-> Never` so far (NeverReturning.swift).
    var neverReturningFunctions: Set<String> = []
    /// Types whose own `==` is not keylab's key rule, and the declarations seen (CustomEqualityKeys.swift).
    var customEqualityTypes: Set<String> = []
    var customEqualityDecls: [String: TypeDecl] = [:]
    /// `@available(*, unavailable, renamed:)` declarations by name (`Old`, `Type.old`); Availability.swift.
    var unavailableNames: [String: DeclAttribute] = [:]
    /// `@objc` methods as `Type.name(label:)` (Selectors.swift).
    var objcMethods: Set<String> = []
    /// Host modules (HostModules.swift) whose files are compiled into this state already.
    var loadedHostModules: Set<String> = []
    /// Top-level `typealias` declarations.
    var typeAliases: [String: SType] = [:]
    /// Variables declared `T!`: unwrapped where a `T` is needed (CompilerState.swift).
    var implicitlyUnwrapped = SymbolSet()
    /// Structs, classes and enums declared so far.
    var types: [String: NominalType] = [:]
    /// Set once a class is declared: frames and blocks then release their locals on exit, so
    /// `deinit` and `weak` behave as in Swift (programs without classes skip that work).
    var hasClasses = false
    var hasDeinit = false
    /// Members that `extension Int { ... }` and the like add to standard types, by type name.
    var extensionHosts: [String: NominalType] = [:]
    /// Generic functions by name, as written; each use is checked and compiled with concrete types.
    var genericFunctions: [String: [FuncDecl]] = [:]
    /// Instances of generic functions already compiled, by name and type arguments.
    var genericInstances: [String: FunctionSymbol] = [:]
    /// Generic type specializations declaring their members now (nested when one names another).
    var specializationsBeingDeclared = 0
    /// Specializations whose bodies wait for the outer one to be declared (CompilerGenericTypes.swift).
    var pendingSpecializations: [PendingSpecialization] = []
    /// Generic function declarations in the order seen, kept alive so each one's index names its
    /// instances: two REPL entries may declare different overloads at the same offset.
    var genericDeclarations: [FuncDecl] = []
    /// Generic types by name, as written; `Stack<Int>` is declared on first use.
    var genericTypes: [String: TypeDecl] = [:]
    /// Casts to a protocol compiled so far, and the types they have been offered (LateConformingTypes.swift):
    /// a type declared in a later unit (a later REPL entry, the learner's code after `import UIKit`)
    /// joins the tables of earlier casts, as Swift's runtime finds conformances wherever they are declared.
    var protocolCastPlans: [CastPlan] = []
    var castPlanTypesSeen: Set<ObjectIdentifier> = []
    /// Classes by the name a metatype value holds, for `metatype.init(…)` (MetatypeConstruction.swift).
    let declaredClasses = DeclaredClasses()
    /// Extensions declared in the unit being compiled (conformance checks wait for them).
    var pendingExtensions: Set<String> = []
    /// Protocol compositions (`Named & Aged`) met so far, by spelling, and their members
    /// (CompilerProtocolCompositions.swift).
    var compositions: [String: NominalType] = [:]
    var compositionParts: [String: [NominalType]] = [:]
    /// `init(name:)` requirements of protocols, by protocol name (ProtocolInitRequirements.swift).
    var initRequirements: [String: [FuncDecl]] = [:]
    /// Extensions of generic types (`extension Stack where Element: Equatable`), by the type's
    /// name; each specialization takes those whose `where` clause its arguments meet.
    var genericExtensions: [String: [TypeDecl]] = [:]
    /// Members of a specialization that an extension's `where` clause left out, with swiftc's error.
    var conditionalMembers: [String: String] = [:]
    /// Members declared `private` or `private(set)`, by "Type.member": true when the whole member
    /// is private, false when only its setter is (AccessControl.swift).
    var privateMembers: [String: Bool] = [:]
    /// The bare names in `privateMembers`, so a program without `private` pays nothing.
    var privateMemberNames: Set<String> = []
    /// Members declared by `extension Sequence`/`Collection`, and which protocol (SequenceExtensions.swift).
    var sequenceExtensionMembers: [String: String] = [:]
    /// Associated types' placeholders by protocol, and the types each conforming type gives them
    /// (CompilerAssociatedTypes.swift).
    var associatedTypes: [String: [String: NominalType]] = [:]
    var associatedBindings: [String: [String: SType]] = [:]
    /// `@propertyWrapper` types declared so far, by name (PropertyWrappers.swift).
    var propertyWrappers: [String: PropertyWrapperShape] = [:]
    /// Protocols' static requirements, by protocol name (StaticRequirements.swift).
    var staticRequirements: [String: [StaticRequirement]] = [:]
    /// `Task<Int, Never>`, `AsyncStream<String>` and the like, made on first use (ConcurrencyTypes.swift).
    var concurrencyTypes: [String: NominalType] = [:]
}

/// The type checker's view of the function being compiled.
struct FunctionContext {
    var returnType: SType
    var frameSize: Int
    /// Index into the scope stack where this function's scopes begin.
    var scopeBase: Int
    var level: Int
    var isNested: Bool
    /// `greet(name:)`, what `#function` gives inside the function.
    var name: String
}
