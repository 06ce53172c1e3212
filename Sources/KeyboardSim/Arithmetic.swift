/// Text with numbers kept as numbers (`0 − 258 = −258`), so the renderer
/// decides how they are spelled (typographic minus or ASCII). Written as a
/// string literal with interpolations: `"\(y) − \(h) = \(new)"`; a `Double`
/// stays a number, `rect:` a rectangle, anything else becomes text.
public struct Arithmetic: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// One piece of the text.
    public enum Part: Equatable, Hashable, Sendable {
        case text(String)
        case number(Double)
        case rect(Rect)
        /// Words, as a key the renderer words in the learner's language.
        case words(HandlerNote)
    }

    /// The pieces in order.
    public var parts: [Part]

    public init(stringLiteral value: String) { parts = value.isEmpty ? [] : [.text(value)] }

    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

    /// Collects literal text and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { parts.append(.text(literal)) } }
        /// A number, spelled by the renderer.
        public mutating func appendInterpolation(_ value: Double) { parts.append(.number(value)) }
        /// A rectangle, `(0, 409, 375, 258)`.
        public mutating func appendInterpolation(rect: Rect) { parts.append(.rect(rect)) }
        /// Words (`go back to the original constraint`), worded by the renderer.
        public mutating func appendInterpolation(words: HandlerNote) { parts.append(.words(words)) }
        /// Anything else as its description (`true`, `7`, a view name).
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) { parts.append(.text(value.description)) }
    }

    /// Whether there is nothing to show.
    public var isEmpty: Bool { parts.isEmpty }

    /// The text with numbers spelled with the typographic minus (`ascii` false) or `-`.
    public func text(ascii: Bool) -> String { text(ascii: ascii, words: \.english) }

    /// `text(ascii:)` with the words given by `words` (the session's language).
    public func text(ascii: Bool, words: (HandlerNote) -> String) -> String {
        parts.map { part in
            switch part {
            case .text(let t): return t
            case .words(let note): return words(note)
            case .number(let n): return formatNumber(n, ascii: ascii)
            case .rect(let r):
                let f = { (v: Double) in formatNumber(v, ascii: ascii) }
                return "(\(f(r.x)), \(f(r.y)), \(f(r.width)), \(f(r.height)))"
            }
        }.joined()
    }
}
