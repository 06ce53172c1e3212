import SwiftSubset

/// keylab's stand-ins for the SDK modules a learner imports, as Swift source
/// that SwiftSubset compiles (DESIGN.md §8).
///
/// `import CoreGraphics` brings in the geometry types; `import Foundation`
/// brings those and `TimeInterval` (on Apple platforms Foundation re-exports
/// Core Graphics; on Linux Foundation declares the geometry types itself);
/// `import UIKit` brings in all of them and UIKit's own types.
public enum UIKitPrelude {
    /// Every file of the prelude, in the order SwiftSubset compiles them:
    /// a file may use what the files before it declare.
    public static let files: [PreludeFile] = [
        .cgFloat, .cgPoint, .cgSize, .cgRect, .cgAffineTransform,
        .timeInterval,
        .nsObject, .nsValue, .nsNumber, .notification, .notificationCenter,
        .foundationExtras, .foundationCollections, .dispatchQueue,
        .uiEdgeInsets,
        .uiResponder, .uiColor, .uiGestureRecognizer, .uiView, .uiViewPropertyAnimator,
        .uiControl, .uiControls, .uiValueControls, .uiScrollView, .nsLayoutConstraint, .uiDisplayViews, .uiViewController,
        .uiAlertController,
        .uiWindow,
        .uiTableView, .uiCollectionView, .uiGraphics, .uiTableViewController, .keylabHost, .keylabCodeViews,
        .rxSwift, .rxCocoa, .combine, .snapKit,
    ]

    /// The modules, for `SwiftREPL(modules:)` and `SwiftProgram.run(modules:)`.
    /// A name from a module not imported is met with the advice to `import UIKit`
    /// when UIKit brings that module in (HostModules.importDeclaring).
    public static let modules: HostModules = {
        var modules = HostModules([
            module("CoreGraphics", dependencies: []),
            module("Foundation", dependencies: ["CoreGraphics"]),
            module("UIKit", dependencies: ["Foundation"]),
            // Teaching stand-ins for the libraries the articles import (docs/guide.md).
            module("RxSwift", dependencies: ["Foundation"]),
            module("RxCocoa", dependencies: ["RxSwift", "UIKit"]),
            module("Combine", dependencies: ["Foundation"]),
            module("SnapKit", dependencies: ["UIKit"]),
        ])
        modules.preferredImport = "UIKit"
        return modules
    }()

    private static func module(_ name: String, dependencies: [String]) -> HostModule {
        HostModule(name: name, dependencies: dependencies,
                   files: files.filter { $0.module == name }.map(\.hostFile))
    }

    /// Every name `:source` knows, sorted.
    public static var declaredNames: [String] {
        files.flatMap(\.declares).sorted()
    }

    /// The file that declares `name` (exactly as spelled), nil when no file does.
    public static func file(declaring name: String) -> PreludeFile? {
        files.first { $0.declares.contains(name) }
    }
}
