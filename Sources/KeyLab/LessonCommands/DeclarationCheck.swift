import Lessons
import SwiftSubset

/// `:declared let|var NAME[: TYPE]`: how the learner declared a name. A value
/// alone cannot tell `let grade = "A"` (a String) from a Character, or a
/// constant from a variable; the declaration can.
enum DeclarationCheck {
    /// What is wrong, in the learner's terms; nil when the declaration is as asked.
    static func problem(_ query: DeclarationQuery, in swift: SwiftREPL, messages: Messages) -> String? {
        guard let found = swift.declaration(of: query.name) else {
            return messages.notDeclared(query.name)
        }
        if found.isLet != query.isLet {
            return query.isLet ? messages.shouldBeLet(query.name) : messages.shouldBeVar(query.name)
        }
        if let type = query.type, normalized(type) != normalized(found.type) {
            return messages.wrongType(query.name, type: found.type)
        }
        let missing = query.uses.filter { !SwiftWords.contains(found.line, $0) }
        if !missing.isEmpty {
            return messages.notComputedFrom(query.name, uses: missing)
        }
        return nil
    }

    /// A type name without spaces, so `[String : Int]` matches `[String: Int]`.
    private static func normalized(_ type: String) -> String {
        type.filter { $0 != " " }
    }
}
