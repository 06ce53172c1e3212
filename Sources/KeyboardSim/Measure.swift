/// A number from the device table together with where it comes from.
/// `confirmed` false means no source confirmed it: the UI must show it as an
/// estimate (for example `≈336`) and lessons must not present it as fact.
public struct Measure: Equatable, Hashable, Sendable {
    public var value: Double
    public var confirmed: Bool
    public var source: String
    public init(_ value: Double, confirmed: Bool, source: String) {
        self.value = value; self.confirmed = confirmed; self.source = source
    }
    /// `336` when confirmed, `≈336` when estimated.
    public var display: String { (confirmed ? "" : "≈") + formatNumber(value, ascii: false) }
}

/// Screen orientation.
public enum Orientation: String, CaseIterable, Equatable, Hashable, Sendable {
    case portrait, landscape
    /// The other orientation (what `:rotate` without an argument picks).
    public var toggled: Orientation { self == .portrait ? .landscape : .portrait }
}
