/// Casts compiled before a conforming type was declared.
///
/// A cast to a protocol (`delegate as? UITableViewDelegate`) carries the witness table of every
/// conforming type known when it was compiled (CompilerCasts.swift). Code compiled earlier (the
/// UIKit prelude, an earlier REPL entry) must still find types declared after it, as Swift's
/// runtime does: the learner's table delegate was never found by the prelude's table, so its
/// `heightForRowAt` was never asked.
extension Compiler {
    /// Adds each type declared since the last call to the tables of the earlier casts it conforms to.
    func offerNewTypesToEarlierCasts() throws(Diagnostic) {
        var fresh: [NominalType] = []
        for n in globals.types.values where n.kind != .protocolType && !globals.castPlanTypesSeen.contains(ObjectIdentifier(n)) {
            fresh.append(n)
        }
        for host in globals.extensionHosts.values where !globals.castPlanTypesSeen.contains(ObjectIdentifier(host)) {
            fresh.append(host)
        }
        for n in fresh { globals.castPlanTypesSeen.insert(ObjectIdentifier(n)) }
        guard !fresh.isEmpty else { return }
        registerDeclaredClasses(fresh)
        for plan in globals.protocolCastPlans {
            guard case .nominal(let p) = plan.target else { continue }
            for n in fresh {
                let type = globals.extensionHosts[n.name] === n ? n.selfType : SType.nominal(n)
                if plan.tables[type] == nil, conforms(type, to: p) { plan.tables[type] = try witnessTable(type, p) }
            }
        }
    }
}
