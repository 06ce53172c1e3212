/// `cellClass.init(style: .default, reuseIdentifier: id)`: an instance of the class a metatype
/// value names at run time, made with that class's own initializer, so a subclass's stored
/// properties, initializer body and overrides are all its own (UIKit's `dequeueReusableCell`
/// making the class the learner registered).
///
/// A metatype value is its class's name at run time (CompilerMetatypes.swift); the class is looked
/// up by that name among the classes declared so far, later ones included (a prelude's table makes
/// the learner's cell class, declared after it). As in Swift, learner code may call only a
/// `required` initializer this way; the host modules stand for Objective-C frameworks, whose
/// runtime calls any initializer of the class. A class without an initializer of those labels
/// (it declared other designated initializers and so inherited none) stops the program with the
/// message Swift's runtime gives when Objective-C calls such an initializer.
final class DeclaredClasses: @unchecked Sendable {
    /// Every class declared so far, by the name its metatype value holds; a redeclaration replaces.
    var byName: [String: NominalType] = [:]
}

extension Compiler {
    /// `base.init(args)` where `base` is a value of type `C.Type` for a class `C`; nil for any other base.
    func metatypeConstruction(_ base: Expr, _ args: [Argument], namePos: SourcePos, callee: Expr, rparen: SourcePos,
                              _ e: Expr) throws(Diagnostic) -> Typed? {
        if case .name(let w) = base.kind, w == "self" || w == "super" { return nil }
        guard nominalTypeNamed(base) == nil, case .metatype(.nominal(let c)) = try probeType(base), c.kind == .classType else {
            return nil
        }
        guard let m = pickOverload(c.initializers, args), labelsMatch(m.function, args) else {
            throw Diagnostic("no exact matches in call to initializer", at: callee.pos, length: callee.length)
        }
        let inHostModule = hostModules.names.contains(moduleName)
        if !inHostModule, !m.isRequired {
            throw Diagnostic("constructing an object of class type '\(c.name)' with a metatype value must use a 'required' initializer",
                             at: namePos, notes: [DiagnosticNote(message: "selected non-required initializer '\(m.function.fullName)'",
                                                                 pos: m.keywordPos, lineText: m.declarationLine)])
        }
        let metatype = try expression(base, nil).code
        let cells = try memberArgumentCells(m.function, args, callee: callee, rparen: rparen, e)
        let codes = cells.map { $0.run }
        let classes = globals.declaredClasses
        let labels = m.function.labels
        let failable = m.isFailable
        let line = e.pos.line
        let initName = "init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        return Typed(type: failable ? .optional(.nominal(c)) : .nominal(c), code: { i throws(RuntimeFailure) in
            let name = try metatype(i).asString
            let made = classes.byName[name].flatMap { $0.isSubclass(of: c) ? $0 : nil } ?? c
            guard let own = made.initializers.first(where: { $0.function.labels == labels && !$0.isConvenience })
                    ?? made.initializers.first(where: { $0.function.labels == labels }) else {
                throw .fatal("Use of unimplemented initializer '\(initName)' for class '\(made.qualifiedName)'", line: line)
            }
            let object = Value.object(ObjectRef(storage: ObjectStorage(type: made, fields: try made.defaultFieldValues(i), interpreter: i)))
            if own.isFailable {
                // Only a failable initializer overrides a failable one (`init?(coder:)`).
                let (result, newSelf) = try i.invoke(own.box, receiver: object, codes, line: line)
                if case .none = result { return .none }
                return .some(newSelf)
            }
            let result = try i.invokeInit(own.box, receiver: object, cells, line: line)
            return failable ? .some(result) : result
        })
    }

    /// Adds classes declared since the last call to the table metatype constructions look in.
    func registerDeclaredClasses(_ fresh: [NominalType]) {
        for n in fresh where n.kind == .classType { globals.declaredClasses.byName[n.displayName] = n }
    }
}
