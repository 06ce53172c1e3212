/// `keyboardType` (UITextInputTraits): the pads of an iPhone.
///
/// No log gives the heights of the number, decimal and phone pads. What is
/// known: they have no QuickType (predictive) bar on an iPhone (Apple's
/// "Managing the Keyboard" figures show the pads without one), so keylab
/// uses the plain keyboard's height for them, marked ≈ ("no source"). Every
/// other type — and every type on an iPad, where the pads are the full
/// keyboard in its numbers layout — uses the keyboard's usual height.

/// The keyboard types keylab tells apart (`UIKeyboardType`'s cases).
public enum KeyboardType: String, CaseIterable, Equatable, Hashable, Sendable {
    case `default`, asciiCapable = "ascii-capable", numbersAndPunctuation = "numbers-and-punctuation", url
    case numberPad = "number-pad", phonePad = "phone-pad", namePhonePad = "name-phone-pad", emailAddress = "email"
    case decimalPad = "decimal-pad", twitter, webSearch = "web-search", asciiCapableNumberPad = "ascii-capable-number-pad"

    /// `UIKeyboardType(rawValue:)` order, as the prelude's enum numbers them.
    public init?(uikitRawValue: Int) {
        let all = KeyboardType.allCases
        guard uikitRawValue >= 0, uikitRawValue < all.count else { return nil }
        self = all[uikitRawValue]
    }

    /// The pads (digits only): no predictive bar on an iPhone.
    public var isPad: Bool { [.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad].contains(self) }
}

extension Simulation {
    /// The first responder's pad height on an iPhone (nil: the usual keyboard).
    var padHeight: Measure? {
        guard !device.isPad, let f = firstResponder, inputs.keyboardTypes[f]?.isPad == true else { return nil }
        let plain = device.keyboardHeight(orientation, predictive: false)
        return Measure(plain.value, confirmed: false,
                       source: "no source: a pad has no predictive bar, so the plain keyboard's height")
    }

    /// `:keyboard-type FIELD TYPE` / `field.keyboardType = .numberPad`. Like
    /// the other input traits it takes effect at the next focus (or reload).
    public mutating func setKeyboardType(_ field: String, _ type: KeyboardType) throws(SimError) {
        guard let i = index[field] else { throw .unknownView(field, known: viewNames) }
        guard views[i].kind.isTextInput else {
            throw .wrongKind(view: field, kind: views[i].kind, expected: .textInputForAccessory)
        }
        inputs.keyboardTypes[field] = type == .default ? nil : type
    }
}
