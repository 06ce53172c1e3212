/// The name progress gives a step: it stays the same when steps are split,
/// inserted, reordered or removed around it, so progress follows the step,
/// not its position.
///
/// A step's key is its explicit anchor (`## Title {#name}`) or else the slug
/// of its heading (`Make room: the content inset` → `make-room-the-content-inset`);
/// a second step with the same key in a lesson gets `-2`, `-3`, ….
/// A translated lesson uses the keys of its English twin, step for step.
public enum StepKey {
    /// The heading's text without a trailing `{#name}` anchor, and the anchor.
    /// `malformed` is set for a trailing `{#…}` whose name is not a valid key.
    public static func splitAnchor(_ heading: String) -> (title: String, anchor: String?, malformed: Bool) {
        let trimmed = heading.trimmingSpaces
        guard trimmed.hasSuffix("}"), let brace = trimmed.lastIndex(of: "{"),
              trimmed[trimmed.index(after: brace)...].hasPrefix("#") else {
            return (heading, nil, false)
        }
        let nameStart = trimmed.index(brace, offsetBy: 2)
        let name = String(trimmed[nameStart..<trimmed.index(before: trimmed.endIndex)])
        guard isValidAnchor(name) else { return (heading, nil, true) }
        return (String(trimmed[..<brace]).trimmingSpaces, name, false)
    }

    /// Anchor names: ASCII letters, digits, `-` and `_`, at most 100 characters.
    public static func isValidAnchor(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 100 && name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        }
    }

    /// `Where is the field? convert(_:to:)` → `where-is-the-field-convert-to`:
    /// letters and digits (any script) lower-cased, every other run one `-`.
    public static func slug(_ title: String) -> String {
        var result = ""
        var pendingDash = false
        for character in title.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "step" : result
    }

    /// The keys of steps in order: anchor or slug, made unique with `-2`, `-3`, ….
    public static func keys(of steps: [LessonStep]) -> [String] {
        var seen: Set<String> = []
        return steps.map { step in
            let base = step.anchor ?? slug(step.title)
            var key = base
            var n = 2
            while seen.contains(key) {
                key = base + "-\(n)"
                n += 1
            }
            seen.insert(key)
            return key
        }
    }
}

/// What a lesson's progress positions mean: the key of each step and how
/// many exercises it holds (to place solved exercises of a split step).
public struct StepLayout: Sendable, Equatable {
    public var keys: [String]
    public var exerciseCounts: [Int]

    public init(keys: [String], exerciseCounts: [Int]) {
        self.keys = keys
        self.exerciseCounts = exerciseCounts
    }
}

extension Lesson {
    /// The keys progress saves for each step: the English twin's when the
    /// library found one with as many steps, else the lesson's own.
    public var stepKeys: [String] {
        if let englishStepKeys, englishStepKeys.count == steps.count { return englishStepKeys }
        return StepKey.keys(of: steps)
    }

    /// The step keys with each step's exercise count.
    public var progressLayout: StepLayout {
        StepLayout(keys: stepKeys, exerciseCounts: steps.map { $0.exercises.count })
    }
}
