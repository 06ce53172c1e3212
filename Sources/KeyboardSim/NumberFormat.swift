/// Formats a number the way keylab shows it everywhere (JSON, formulas, tables):
/// integral values without a decimal point (`409`, not `409.0`), others rounded
/// to at most two decimals with trailing zeros dropped (`122.7`, `245.4`).
/// `ascii` false uses the typographic minus sign `−` used in explanations.
public func formatNumber(_ value: Double, ascii: Bool = true) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded()
    let negative = hundredths < 0
    let magnitude = abs(hundredths)
    // Values beyond Int range cannot occur for screen geometry; clamp to stay safe.
    let clamped = min(magnitude, 9.0e15)
    let whole = Int(clamped / 100)
    let frac = Int(clamped.truncatingRemainder(dividingBy: 100))
    var text = String(whole)
    if frac != 0 {
        let digits = frac < 10 ? "0" + String(frac) : String(frac)
        text += "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }
    if negative && (whole != 0 || frac != 0) { text = (ascii ? "-" : "−") + text }
    return text
}
