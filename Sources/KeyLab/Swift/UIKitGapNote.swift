import SimUIKit
import SwiftSubset

/// A note after swiftc's own error when learner code reaches past keylab's
/// UIKit: `value of type 'UITextField' has no member 'font'` is true of
/// keylab's prelude, not of UIKit, so the learner is told where the edge is
/// and how to see what is there (`:source`), instead of doubting their code.
enum UIKitGapNote {
    /// `output` (an evaluation's diagnostics) with one note per UIKit type or
    /// UIKit-looking name it reports missing, wrapped to `width` columns; unchanged when UIKit
    /// is not imported.
    static func annotate(_ output: String, swift: SwiftREPL, messages: Messages, width: Int) -> String {
        guard output.contains("error: "), swift.declaresFunction("_keylabInstall") else { return output }
        let known = Set(UIKitPrelude.declaredNames)
        var notes: [String] = []
        for line in output.split(separator: "\n") {
            guard let error = line.range(of: "error: ") else { continue }
            let message = line[error.upperBound...]
            if message.contains("no member '"), let type = quoted(message, after: "type '"),
               let uikit = uikitType(outerType(type), known: known, swift: swift) {
                let member = quoted(message, after: "no member '") ?? ""
                notes.append(messages.text(ControllerMessage.uikitMemberMissing, ["type": uikit, "member": member]))
            } else if message.hasPrefix("cannot find"),
                      // The first quoted name: `cannot find 'UIPasteboard' in scope`, `cannot find type 'UISearchBar' in scope`.
                      let name = quoted(message, after: "'"),
                      looksLikeSDKName(name), !known.contains(name) {
                notes.append(messages.text(ControllerMessage.uikitTypeMissing, ["name": name]))
            }
        }
        var seen = Set<String>()
        let unique = notes.filter { seen.insert($0).inserted }
        guard !unique.isEmpty else { return output }
        // Under the note's own word ("note: ", "참고: "), as the terminal would not break it.
        let wrapped = unique.flatMap { WordWrap.lines($0, width: max(20, width), indent: 6) }
        return output.terminatedByNewline + wrapped.joined(separator: "\n") + "\n"
    }

    /// `name` when keylab's UIKit declares it; for the learner's own class (`ViewController`),
    /// the nearest UIKit class it inherits from, whose member the code was looking for.
    private static func uikitType(_ name: String, known: Set<String>, swift: SwiftREPL) -> String? {
        if known.contains(name) { return name }
        guard let declared = swift.declaredClasses.first(where: { $0.name == name && $0.module != "UIKit" }) else { return nil }
        return declared.superclasses.first(where: known.contains)
    }

    /// The text between `prefix` and the next `'`.
    private static func quoted(_ text: Substring, after prefix: String) -> String? {
        guard let start = text.range(of: prefix) else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// `UIView` for `UIView.AnimationOptions`: `:source` finds files by their outer type.
    private static func outerType(_ type: String) -> String {
        String(type.split(separator: ".").first ?? Substring(type))
    }

    /// A name in the SDK's style: `UIApplication`, `NSAttributedString`, `CGAffineTransform`.
    private static func looksLikeSDKName(_ name: String) -> Bool {
        let prefixes = ["UI", "NS", "CG", "CA"]
        guard let p = prefixes.first(where: name.hasPrefix), name.count > p.count + 1 else { return false }
        return name.dropFirst(p.count).first?.isUppercase == true
    }
}
