extension PreludeFile {
    /// Swift's bridging of Foundation's boxes (`as? CGRect`, `as? Double`), through
    /// SwiftSubset's `_bridged(to:)` hook (Checking/BridgingCasts.swift).
    static let nsValueBridging = PreludeFile(module: "Foundation", name: "NSValueBridging", declares: ["NSValueBridging"], text: #"""
    // How `userInfo[key] as? CGRect` and `as? TimeInterval` succeed on a device:
    // Swift bridges an NSValue that boxes a CGRect to CGRect, and an NSNumber to
    // any number type that holds its value exactly (0.25 is a Double but not an
    // Int; 7 is an Int, a UInt and a Double; only 0 and 1 are a Bool). Nothing
    // bridges an NSValue or NSNumber to String. keylab asks these methods when a
    // cast fails by Swift's ordinary rules.

    extension NSValue {
        /// The boxed rectangle or point as `typeName`, nil when it is not one.
        func _bridged(to typeName: String) -> Any? {
            switch typeName {
            case "CGRect": return _isPoint ? nil : _rect
            case "CGPoint": return _isPoint ? _rect.origin : nil
            default: return nil
            }
        }
    }

    extension NSNumber {
        /// The number as `typeName` when that type holds it exactly, nil otherwise.
        override func _bridged(to typeName: String) -> Any? {
            let v = _value
            let whole = v == v.rounded()
            switch typeName {
            case "Double": return v
            case "Int": return whole && abs(v) < 9.2e18 ? Int(v) : nil
            case "UInt": return whole && v >= 0 && v < 1.8e19 ? UInt(v) : nil
            case "Bool": return v == 0 || v == 1 ? v == 1 : nil
            default: return nil
            }
        }
    }

    """#)
}
