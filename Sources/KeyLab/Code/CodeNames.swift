import KeyboardSim

/// Swift property names for the scene's views in generated code. A view
/// named like a `UIViewController` member (`title`, `navigationItem`…) or a
/// Swift keyword cannot be a stored property of the controller, so it gets
/// its class as a suffix: `title` → `titleLabel`.
enum CodeNames {
    static let controllerMembers: Set<String> = [
        "title", "view", "parent", "children", "navigationItem", "navigationController", "tabBarItem",
        "tabBarController", "splitViewController", "toolbarItems", "storyboard", "nibName", "nibBundle",
        "isEditing", "editButtonItem", "presentedViewController", "presentingViewController",
        "preferredContentSize", "modalPresentationStyle", "modalTransitionStyle", "traitCollection",
        "restorationIdentifier", "additionalSafeAreaInsets", "next", "inputView", "inputAccessoryView",
        "undoManager", "userActivity", "keyCommands", "isViewLoaded", "viewIfLoaded", "description",
        "hash", "self", "options", "duration", "curve", "userInfo", "notification", "keyboardFrame",
    ]
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "super", "throws", "true", "try",
        "any", "some", "Self", "Type",
    ]

    /// The property name for the view `name` of the simulation.
    static func property(_ name: String, in simulation: Simulation) -> String {
        if name == Simulation.rootName { return "view" }
        guard controllerMembers.contains(name) || keywords.contains(name) else { return name }
        let kind = simulation.view(named: name)?.kind.uikitClass ?? "UIView"
        return name + kind.dropFirst(2)
    }
}
