/// In Swift an extension of a class adds to every subclass too: instance properties and methods,
/// static members. keylab copies a superclass's member tables into a subclass when the subclass is
/// declared, so members an extension adds afterwards (an extension further down the file, in a
/// later REPL input, or a prelude module's `extension UIView`) are pushed down here.
extension Compiler {
    /// The member names a type has before an extension adds to it.
    struct MemberSnapshot {
        let properties: Set<String>
        let methods: [String: Int]
        let staticMethods: [String: Int]
        let staticProperties: Set<String>
        let staticComputed: Set<String>

        init(_ n: NominalType) {
            properties = Set(n.properties.keys)
            methods = n.methods.mapValues(\.count)
            staticMethods = n.staticMethods.mapValues(\.count)
            staticProperties = Set(n.staticProperties.keys)
            staticComputed = Set(n.staticComputed.keys)
        }
    }

    /// A subclass starts with its superclass's static members (a static stored property is the
    /// same storage: `Child.count` is `Base.count`).
    static func inheritStaticMembers(into n: NominalType, from base: NominalType) {
        n.staticMethods = base.staticMethods
        n.staticProperties = base.staticProperties
        n.staticComputed = base.staticComputed
    }

    /// Pushes what an extension of class `n` added to every known subclass of `n`. Extension
    /// members cannot be overridden (swiftc refuses it), so they are called directly, never through
    /// a vtable, and a subclass simply shares them.
    func pushExtensionMembersToSubclasses(of n: NominalType, before: MemberSnapshot) {
        guard n.kind == .classType else { return }
        let subclasses = globals.types.values.filter { $0 !== n && $0.kind == .classType && $0.isSubclass(of: n) }
        guard !subclasses.isEmpty else { return }
        for sub in subclasses {
            for (name, info) in n.properties where !before.properties.contains(name) && sub.properties[name] == nil {
                sub.properties[name] = info
            }
            for (name, ms) in n.methods {
                let added = ms.dropFirst(before.methods[name] ?? 0)
                for m in added where !(sub.methods[name] ?? []).contains(where: { $0.function.labels == m.function.labels }) {
                    sub.methods[name, default: []].append(m)
                }
            }
            for (name, ms) in n.staticMethods {
                let added = ms.dropFirst(before.staticMethods[name] ?? 0)
                for m in added where !(sub.staticMethods[name] ?? []).contains(where: { $0.function.labels == m.function.labels }) {
                    sub.staticMethods[name, default: []].append(m)
                }
            }
            for (name, v) in n.staticProperties where !before.staticProperties.contains(name) && sub.staticProperties[name] == nil {
                sub.staticProperties[name] = v
            }
            for (name, g) in n.staticComputed where !before.staticComputed.contains(name) && sub.staticComputed[name] == nil {
                sub.staticComputed[name] = g
            }
        }
    }
}
