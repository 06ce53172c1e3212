/// Formats a number the way keylab shows it everywhere (JSON, formulas, tables):
/// integral values without a decimal point (`409`, not `409.0`), others rounded
/// to at most two decimals with trailing zeros dropped (`122.7`, `245.4`).
/// `ascii` false uses the typographic minus sign `−` used in explanations.
public func formatNumber(_ value: Double, ascii: Bool = true) -> String {
    guard value.isFinite else { return "0" }
    // Integer arithmetic only: `rounded()` would need libm, which a debug
    // executable linking only this module does not get on Linux.
    let scaled = abs(value) * 100
    // Values beyond this cannot occur for screen geometry; clamp to stay in Int range.
    let hundredths = scaled < 9.0e15 ? Int(scaled + 0.5) : 900_000_000_000_000_000
    let negative = value < 0
    let whole = hundredths / 100
    let frac = hundredths % 100
    var text = String(whole)
    if frac != 0 {
        let digits = frac < 10 ? "0" + String(frac) : String(frac)
        text += "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }
    if negative && hundredths != 0 { text = (ascii ? "-" : "−") + text }
    return text
}
