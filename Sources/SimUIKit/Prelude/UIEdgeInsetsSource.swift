extension PreludeFile {
    /// `UIEdgeInsets`: UIKit declares no description for it, so it prints
    /// as Swift prints any struct.
    static let uiEdgeInsets = PreludeFile(module: "UIKit", name: "UIEdgeInsets", declares: ["UIEdgeInsets"], text: #"""
    /// Distances in from each edge: a scroll view's contentInset, a view's
    /// safeAreaInsets. `contentInset.bottom = keyboardHeight` keeps content
    /// out from under the keyboard.
    struct UIEdgeInsets: Equatable {
        var top: CGFloat
        var left: CGFloat
        var bottom: CGFloat
        var right: CGFloat

        /// No inset on any edge.
        static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }

    """#)
}
