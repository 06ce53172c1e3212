import Lessons
import SwiftSubset

/// `:declared let|var NAME[: TYPE]`: how the learner declared a name. A value
/// alone cannot tell `let grade = "A"` (a String) from a Character, or a
/// constant from a variable; the declaration can.
enum DeclarationCheck {
    /// What is wrong, in the learner's terms; nil when the declaration is as asked.
    static func problem(_ query: DeclarationQuery, in swift: SwiftREPL) -> String? {
        guard let found = swift.declaration(of: query.name) else {
            return LearnerWording.notDeclared(query.name)
        }
        if found.isLet != query.isLet {
            return query.isLet
                ? "`\(query.name)` is a variable (`var`), but its value never changes: make it a constant"
                : "`\(query.name)` is a constant (`let`), but its value has to change: make it a variable"
        }
        if let type = query.type, normalized(type) != normalized(found.type) {
            return "`\(query.name)` is a `\(found.type)`, which is not the type the task asks for"
        }
        let missing = query.uses.filter { !SwiftWords.contains(found.line, $0) }
        if !missing.isEmpty {
            return "`\(query.name)` is not computed from " + missing.map { "`\($0)`" }.joined(separator: " and ") + " as the task asks"
        }
        return nil
    }

    /// A type name without spaces, so `[String : Int]` matches `[String: Int]`.
    private static func normalized(_ type: String) -> String {
        type.filter { $0 != " " }
    }
}
