extension PreludeFile {
    /// `NSValue`: how UIKit boxes keyboard frames and centres in `userInfo`.
    static let nsValue = PreludeFile(module: "Foundation", name: "NSValue", declares: ["NSValue"], text: #"""
    /// A box for a C structure. UIKit puts keyboard frames and centres in
    /// `userInfo` as NSValue: `(userInfo[key] as? NSValue)?.cgRectValue`.
    class NSValue: NSObject, CustomStringConvertible {
        let _rect: CGRect
        let _isPoint: Bool

        init(cgRect rect: CGRect) {
            _rect = rect
            _isPoint = false
            super.init()
        }

        init(cgPoint point: CGPoint) {
            _rect = CGRect(origin: point, size: CGSize.zero)
            _isPoint = true
            super.init()
        }

        /// The rectangle this value boxes.
        var cgRectValue: CGRect { _rect }
        /// The point this value boxes.
        var cgPointValue: CGPoint { _rect.origin }

        /// `as? CGRect` (`as? CGPoint`) gives what the value boxes, as Swift
        /// bridges an NSValue on a device; any other type fails.
        func _bridged(to typeName: String) -> Any? {
            if typeName == "CGRect" && !_isPoint { return _rect }
            if typeName == "CGPoint" && _isPoint { return _rect.origin }
            return nil
        }

        /// What `print` shows on a device: `NSRect: {{0, 409}, {375, 258}}`.
        var description: String {
            if _isPoint { return "NSPoint: {\(_g(_rect.origin.x)), \(_g(_rect.origin.y))}" }
            return "NSRect: {{\(_g(_rect.origin.x)), \(_g(_rect.origin.y))}, {\(_g(_rect.size.width)), \(_g(_rect.size.height))}}"
        }
    }

    /// A number as Objective-C's `%g` prints it: 409, not 409.0.
    func _g(_ x: Double) -> String {
        if x == x.rounded() && abs(x) < 1e15 { return "\(Int(x))" }
        return "\(x)"
    }

    """#)
}
