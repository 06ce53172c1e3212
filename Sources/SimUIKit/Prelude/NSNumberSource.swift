extension PreludeFile {
    /// `NSNumber`: how UIKit boxes the duration, curve and isLocal in `userInfo`.
    static let nsNumber = PreludeFile(module: "Foundation", name: "NSNumber", declares: ["NSNumber"], text: #"""
    /// A boxed number. UIKit puts the keyboard's animation duration, curve and
    /// isLocal in `userInfo` as NSNumber: `(userInfo[key] as? NSNumber)?.doubleValue`.
    class NSNumber: NSValue {
        let _value: Double
        let _isBool: Bool

        init(value: Double) {
            _value = value
            _isBool = false
            super.init(cgRect: CGRect.zero)
        }

        init(integerValue value: Int) {
            _value = Double(value)
            _isBool = false
            super.init(cgRect: CGRect.zero)
        }

        init(booleanValue value: Bool) {
            _value = value ? 1 : 0
            _isBool = true
            super.init(cgRect: CGRect.zero)
        }

        var doubleValue: Double { _value }
        var intValue: Int { Int(_value) }
        var uintValue: UInt { UInt(max(0, _value)) }
        var boolValue: Bool { _value != 0 }

        /// `as? Double` (`TimeInterval`, `CGFloat`), `as? Int`, `as? UInt`,
        /// `as? Float` and `as? Bool` give the number when that type holds it
        /// exactly, as Swift bridges NSNumber (SE-0170); `as? String` fails.
        override func _bridged(to typeName: String) -> Any? {
            switch typeName {
            case "Double": return _value
            case "Float": return Double(Float(_value)) == _value ? Float(_value) : nil
            case "Int": return _value == _value.rounded() && abs(_value) < 9.2e18 ? Int(_value) : nil
            case "UInt": return _value >= 0 && _value == _value.rounded() && _value < 1.8e19 ? UInt(_value) : nil
            case "Bool": return _value == 0 || _value == 1 ? _value == 1 : nil
            default: return nil
            }
        }

        /// What `print` shows: `0.25`, `7`, `1` (a Bool prints as 1 or 0).
        override var description: String { _g(_value) }
    }

    """#)
}
