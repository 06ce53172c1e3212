extension PreludeFile {
    /// `NSLayoutConstraint`: a named pin of the scene.
    static let nsLayoutConstraint = PreludeFile(module: "UIKit", name: "NSLayoutConstraint", declares: ["NSLayoutConstraint"], text: #"""
    /// A constraint of the scene (`:pin … as NAME`): changing `constant` moves
    /// the views on the next layout pass, which runs after the handlers.
    class NSLayoutConstraint: NSObject {
        /// The constant added to the relation (`bar.bottom = safe.bottom + constant`).
        var constant: CGFloat
        /// Whether the constraint takes part in layout.
        var isActive = true
        /// The scene's name for it.
        var _name: String

        init(_name name: String, constant: CGFloat) {
            self._name = name
            self.constant = constant
            super.init()
        }
    }

    """#)
}
