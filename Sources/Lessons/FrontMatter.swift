import Yams

/// The YAML between the `---` lines at the top of a lesson file.
struct FrontMatter {
    var id: String
    var title: String
    var concepts: [String]
    var requires: [String]
    var idLine: Int
    var requiresLine: Int

    static let knownKeys = ["id", "title", "concepts", "requires"]

    /// Splits `text` into front matter lines and the number of lines they take
    /// (the two `---` lines included); nil when the file does not start with `---`.
    static func split(_ lines: [String]) -> (yaml: [String], lineCount: Int)? {
        guard let first = lines.first, first.trimmingTrailingSpaces == "---" else { return nil }
        for index in lines.indices.dropFirst() {
            let line = lines[index].trimmingTrailingSpaces
            if line == "---" || line == "..." {
                return (Array(lines[1..<index]), index + 1)
            }
        }
        return nil
    }

    /// Parses the YAML lines (file line 2 is the first of them).
    static func parse(_ yamlLines: [String], file: String) -> (FrontMatter?, [LessonDiagnostic]) {
        let yaml = yamlLines.joined(separator: "\n")
        let firstLine = 2
        // Checked before Yams: composing nested aliases can take exponential time.
        if let alias = YAMLAliasScan.first(in: yamlLines) {
            return (nil, [LessonDiagnostic(file: file, line: firstLine + alias.line - 1,
                "front matter uses the YAML anchor or alias '\(alias.token.prefix(40))'; lesson front matter takes plain values only (id, title, concepts, requires)")])
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            var message = "front matter is not valid YAML: \(Self.problem(of: error))"
            if message.contains("mapping values are not allowed") {
                message += " (a value containing ': ' must be quoted, e.g. title: \"Step one: the problem\")"
            }
            return (nil, [LessonDiagnostic(file: file, line: firstLine + Self.line(of: error) - 1, message)])
        } catch {
            return (nil, [LessonDiagnostic(file: file, line: firstLine, "front matter is not valid YAML: \(error)")])
        }
        guard let node, case .mapping(let mapping) = node else {
            return (nil, [LessonDiagnostic(file: file, line: firstLine,
                                              "front matter must be 'key: value' lines (id, title, concepts, requires)")])
        }
        var diagnostics: [LessonDiagnostic] = []
        func line(_ node: Node) -> Int { firstLine + (node.mark?.line ?? 1) - 1 }
        var values: [String: (Node, Int)] = [:]
        for (key, value) in mapping {
            let name = key.string ?? ""
            if !knownKeys.contains(name) {
                diagnostics.append(LessonDiagnostic(file: file, line: line(key),
                    "unknown front matter key '\(name)' (expected id, title, concepts, requires)"))
            }
            values[name] = (value, line(key))
        }
        func string(_ key: String) -> (String, Int)? {
            guard let (node, keyLine) = values[key] else {
                diagnostics.append(LessonDiagnostic(file: file, line: firstLine - 1, "front matter has no '\(key):'"))
                return nil
            }
            guard let text = node.string, !text.isEmpty, node.scalar != nil else {
                diagnostics.append(LessonDiagnostic(file: file, line: keyLine, "'\(key):' must be a non-empty text"))
                return nil
            }
            return (text, keyLine)
        }
        func list(_ key: String, required: Bool) -> ([String], Int) {
            guard let (node, keyLine) = values[key] else {
                if required { diagnostics.append(LessonDiagnostic(file: file, line: firstLine - 1, "front matter has no '\(key):'")) }
                return ([], firstLine)
            }
            switch node {
            case .sequence(let sequence):
                var items: [String] = []
                for item in sequence {
                    if let text = item.string, item.scalar != nil, !text.isEmpty { items.append(text) } else {
                        diagnostics.append(LessonDiagnostic(file: file, line: line(item), "'\(key):' items must be words, e.g. [let, var]"))
                    }
                }
                return (items, keyLine)
            case .scalar(let scalar) where !scalar.string.isEmpty:
                return ([scalar.string], keyLine)
            default:
                if required { return ([], keyLine) }
                diagnostics.append(LessonDiagnostic(file: file, line: keyLine, "'\(key):' must be a list, e.g. [swift-basics/variables]"))
                return ([], keyLine)
            }
        }
        let id = string("id")
        let title = string("title")
        let concepts = list("concepts", required: true)
        let requires = list("requires", required: false)
        if let (idText, idLine) = id, !LessonID.isValid(idText) {
            diagnostics.append(LessonDiagnostic(file: file, line: idLine,
                "id '\(idText)' must be topic/name in lower-case words joined by '-', e.g. swift-basics/constants"))
        }
        guard diagnostics.isEmpty, let (idText, idLine) = id, let (titleText, _) = title else {
            return (nil, diagnostics)
        }
        return (FrontMatter(id: idText, title: titleText, concepts: concepts.0, requires: requires.0,
                                    idLine: idLine, requiresLine: values["requires"] == nil ? idLine : requires.1), [])
    }

    private static func line(of error: YamlError) -> Int {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
        default: 1
        }
    }

    private static func problem(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        default: "\(error)"
        }
    }
}

/// Lesson ids: `topic/name`, lower-case words joined by `-`.
public enum LessonID {
    /// True for `swift-basics/constants`; false for `Swift/x`, `a/b/c`, `a--b/c`.
    public static func isValid(_ id: String) -> Bool {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy(isWords)
    }

    static func isWords(_ part: Substring) -> Bool {
        let words = part.split(separator: "-", omittingEmptySubsequences: false)
        return !words.isEmpty && words.allSatisfy { word in
            !word.isEmpty && word.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    /// The name without a leading `NN-` number and an `.md` extension.
    static func strippingNumber(_ name: String) -> String {
        var base = Substring(name)
        if base.hasSuffix(".md") { base = base.dropLast(3) }
        let digits = base.prefix { ("0"..."9").contains($0) }
        if !digits.isEmpty, base.dropFirst(digits.count).first == "-" {
            return String(base.dropFirst(digits.count + 1))
        }
        return String(base)
    }
}
