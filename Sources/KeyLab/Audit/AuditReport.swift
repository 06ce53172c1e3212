import KeyboardSim

/// The audit's results as text (a grid of sequence × device with a cell per
/// orientation, then each failure with its numbers and its replay line) or
/// as one JSON object.
struct AuditReport {
    var subject: AuditRunner.Subject
    var results: [AuditResult]
    var stageErrors: [String]

    /// Whether every run that applies passed (and every scene could be built).
    var passed: Bool { stageErrors.isEmpty && results.allSatisfy { !isFailure($0.outcome) } }

    private func isFailure(_ o: GauntletOutcome) -> Bool {
        if case .failed = o { return true }
        return false
    }

    /// The `:audit` line that replays one run.
    func replayLine(_ place: GauntletCase) -> String {
        var words = [":audit"]
        if case .controller(let name) = subject { words.append(name) }
        words += [place.sequence.id, place.device, place.orientation.rawValue]
        return words.joined(separator: " ")
    }

    /// The subject as the header names it.
    func subjectText(_ m: Messages) -> String {
        switch subject {
        case .controller(let name): return name
        case .strategy(let words): return m.text(AuditMessage.strategyAudited, ["strategy": words.joined(separator: " ")])
        }
    }

    /// The report at `width` columns (a one-device report flows its sequences into columns).
    func text(_ m: Messages, scene: AuditScene.Origin, unicode: Bool, width: Int = 80) -> String {
        let applicable = results.filter { if case .notApplicable = $0.outcome { return false } else { return true } }
        var lines = [m.text(AuditMessage.header, ["subject": subjectText(m), "count": String(applicable.count)])]
        switch scene {
        case .script(let file): lines.append(m.text(AuditMessage.sceneFromScript, ["file": file]))
        case .current(let views): lines.append(m.text(AuditMessage.sceneFromCurrent, ["views": String(views)]))
        case .outlets(let fields): lines.append(m.text(AuditMessage.sceneFromOutlets, ["fields": fields.joined(separator: ", ")]))
        }
        lines += stageErrors
        let (pass, fail, skip) = unicode ? ("✓", "✗", "·") : ("+", "x", ".")
        let devices = DeviceCatalog.all.filter { d in results.contains { $0.place.device == d.id } }
        let sequences = GauntletSequence.allCases.filter { s in results.contains { $0.place.sequence == s } }
        // A sequence's marks on one device, portrait then landscape (a run
        // filtered out leaves no mark, and no trailing space).
        func cells(_ sequence: GauntletSequence, _ device: Device) -> String {
            var marks = Orientation.allCases.map { o -> String in
                guard let r = results.first(where: { $0.place == GauntletCase(sequence: sequence, device: device.id, orientation: o) })
                else { return " " }
                switch r.outcome {
                case .passed: return pass
                case .failed: return fail
                case .notApplicable: return skip
                }
            }.joined(separator: " ")
            while marks.hasSuffix(" ") { marks.removeLast() }
            return marks
        }
        lines.append("")
        if devices.count == 1, let device = devices.first {
            // One device: the sequences flow into side-by-side columns, so the
            // reply fits a screen (a one-column table was 15 rows).
            lines.append(m.text(AuditMessage.oneDevice, ["device": device.id]))
            lines += FlowedColumns(pairs: sequences.map { ($0.id, cells($0, device)) }).lines(width: width)
        } else {
            var table = TextTable(header: [m.text(AuditMessage.sequenceColumn)] + devices.map(\.id))
            for sequence in sequences { table.rows.append([sequence.id] + devices.map { cells(sequence, $0) }) }
            lines += table.lines()
        }
        lines.append(m.text(AuditMessage.legend, ["pass": pass, "fail": fail, "skip": skip]))
        lines.append("")
        lines += failureLines(m)
        let failed = results.filter { isFailure($0.outcome) }.count
        lines.append(failed == 0 && stageErrors.isEmpty
                     ? m.text(AuditMessage.summaryAllPass, ["count": String(applicable.count)])
                     : m.text(AuditMessage.summary, ["failed": String(failed), "count": String(applicable.count)]))
        let skipped = results.count - applicable.count
        if skipped > 0 { lines.append(m.text(AuditMessage.notApplicable, ["count": String(skipped)])) }
        return lines.joined(separator: "\n")
    }

    /// Each failure once per sequence and property: the first with its numbers
    /// and replay line, then the other places it happened.
    private func failureLines(_ m: Messages) -> [String] {
        var groups: [(key: String, first: AuditResult, others: [GauntletCase])] = []
        for r in results {
            guard case .failed(let finding, _) = r.outcome else { continue }
            let key = r.place.sequence.id + " " + finding.property.id
            if let k = groups.firstIndex(where: { $0.key == key }) {
                groups[k].others.append(r.place)
            } else {
                groups.append((key, r, []))
            }
        }
        var lines: [String] = []
        for group in groups {
            guard case .failed(let finding, let after) = group.first.outcome else { continue }
            let place = group.first.place
            lines.append(m.text(AuditMessage.failureLine, [
                "sequence": place.sequence.id, "device": deviceName(place.device), "orientation": orientationWord(place.orientation, m),
                "property": m.name(of: finding.property), "finding": m.words(for: finding), "step": after,
                "number": String(group.first.steps.count)]))
            lines.append("  " + m.explanation(of: place.sequence))
            if !group.others.isEmpty {
                let places = group.others.map { "\(deviceName($0.device)) \(orientationWord($0.orientation, m))" }
                lines.append(m.text(AuditMessage.alsoOn, ["places": places.joined(separator: ", ")]))
            }
            lines.append(m.text(AuditMessage.replayLabel, ["line": replayLine(place)]))
            lines.append("")
        }
        return lines
    }

    private func deviceName(_ id: String) -> String { DeviceCatalog.device(id: id)?.name ?? id }

    private func orientationWord(_ o: Orientation, _ m: Messages) -> String {
        m.text(o == .portrait ? ControllerCheckMessage.portrait : ControllerCheckMessage.landscape)
    }

    /// `{"class": …, "results": [{"sequence", "device", "orientation", "passed", "property", "detail", "replay"}]}`,
    /// every run that applies, details in English.
    func json() -> String {
        var items: [String] = []
        for r in results {
            var property = "null", detail = "null"
            switch r.outcome {
            case .notApplicable: continue
            case .passed: break
            case .failed(let finding, let after):
                property = AuditReport.quote(finding.property.id)
                detail = AuditReport.quote(finding.english + " (after \(after))")
            }
            items.append("{\"sequence\":\(AuditReport.quote(r.place.sequence.id)),\"device\":\(AuditReport.quote(r.place.device)),"
                         + "\"orientation\":\(AuditReport.quote(r.place.orientation.rawValue)),\"passed\":\(r.outcome.passed),"
                         + "\"property\":\(property),\"detail\":\(detail),\"replay\":\(AuditReport.quote(replayLine(r.place)))}")
        }
        let name: String
        switch subject {
        case .controller(let c): name = AuditReport.quote(c)
        case .strategy(let words): name = AuditReport.quote(words.joined(separator: " "))
        }
        let errors = stageErrors.isEmpty ? "" : ",\"errors\":[" + stageErrors.map(AuditReport.quote).joined(separator: ",") + "]"
        return "{\"class\":\(name),\"results\":[" + items.joined(separator: ",") + "]\(errors)}"
    }

    /// A JSON string literal (the engine's writer does the escaping).
    static func quote(_ s: String) -> String { JSONWriter.string(s) }
}
