import SimUIKit
import SwiftSubset
import Testing

/// Which import brings in what, and how a REPL session loads the prelude.
@Suite struct ImportTests {
    @Test func eachModuleBringsItsTypes() {
        #expect(run("import CoreGraphics\nprint(CGPoint.zero)\n") == "(0.0, 0.0)\n")
        #expect(run("import Foundation\nprint(CGRect.zero)\n") == "(0.0, 0.0, 0.0, 0.0)\n")
        // UIEdgeInsets is UIKit's: Foundation does not bring it in.
        #expect(run("import Foundation\nprint(UIEdgeInsets.zero)\n").contains("error:"))
        #expect(run("import UIKit\nprint(UIEdgeInsets.zero.top)\n") == "0.0\n")
    }

    @Test func withoutAnImportThereIsNoCGRect() {
        #expect(run("print(CGRect.zero)\n").contains("error:"))
    }

    @Test func learnerMayDeclareTheSameName() {
        // A type of main.swift hides the SDK's, as in Swift.
        #expect(run("""
            import UIKit
            struct CGPoint { var x: Int }
            print(CGPoint(x: 3))
            """) == "CGPoint(x: 3)\n")
    }

    @Test func replLoadsOnFirstImportAndKeepsIt() {
        let repl = session()
        #expect(repl.evaluate("import UIKit").output == "")
        #expect(repl.evaluate("var frame = CGRect(x: 0, y: 0, width: 390, height: 844)").failed == false)
        #expect(repl.evaluate("frame.origin.y -= 258").output == "")
        #expect(repl.evaluate("print(frame)").output == "(0.0, -258.0, 390.0, 844.0)\n")
        // Importing again loads nothing twice (no redeclaration errors).
        #expect(repl.evaluate("import UIKit\nimport Foundation").failed == false)
        #expect(repl.evaluate("print(frame.maxY)").output == "586.0\n")
    }

    @Test func failedEntryUndoesTheImport() {
        let repl = session()
        #expect(repl.evaluate("import UIKit\nlet x: Int = \"no\"").failed)
        #expect(repl.evaluate("print(CGRect.zero)").failed)
        #expect(repl.evaluate("import UIKit\nprint(CGRect.zero)").output == "(0.0, 0.0, 0.0, 0.0)\n")
    }

    @Test func entryThatTrapsUndoesTheImport() {
        let repl = session()
        let trapped = repl.evaluate("import UIKit\nlet r = CGRect.zero\nlet xs = [1]\nprint(xs[5])")
        #expect(trapped.failed)
        #expect(trapped.output.contains("Fatal error: Index out of range"))
        #expect(repl.evaluate("import UIKit\nprint(CGRect.null, CGPoint.zero)").output == "(inf, inf, 0.0, 0.0) (0.0, 0.0)\n")
    }

    @Test func everyPreludeFileCompilesAlone() {
        // Each module loads on its own, so a broken file is found here, not by a learner.
        for module in UIKitPrelude.modules.names {
            let result = SwiftProgram.run(source: "import \(module)\n", fileName: "main.swift", modules: UIKitPrelude.modules)
            #expect(result.exitCode == 0, "\(module): \(result.stderr)")
        }
    }

    @Test func sourceLookup() {
        #expect(UIKitPrelude.file(declaring: "CGRect")?.text.contains("struct CGRect") == true)
        #expect(UIKitPrelude.file(declaring: "CGFloat")?.text.contains("typealias CGFloat = Double") == true)
        #expect(UIKitPrelude.file(declaring: "UIView")?.text.contains("class UIView: UIResponder") == true)
        #expect(UIKitPrelude.file(declaring: "UITextField")?.name == "UIControls")
        #expect(UIKitPrelude.file(declaring: "UINavigationController")?.name == "UIViewController")
        #expect(UIKitPrelude.file(declaring: "UIButton")?.name == "UILabel")
        #expect(UIKitPrelude.file(declaring: "UIPasteboard") == nil)
        #expect(UIKitPrelude.file(declaring: "UICollectionView")?.name == "UICollectionView")
        for name in ["CGFloat", "CGRect", "TimeInterval", "UIEdgeInsets", "NSValue", "NSNumber", "NotificationCenter",
                     "UIResponder", "UIScrollView", "NSLayoutConstraint", "UIViewController", "UIWindow",
                     "UIControl", "UIImageView", "UIStackView", "UIActivityIndicatorView", "DispatchQueue",
                     "NSAttributedString", "NSError", "Bundle", "CGAffineTransform", "UITableView", "UITableViewCell",
                     "UITableViewDataSource", "IndexPath", "NSDictionary", "UIGraphicsImageRenderer", "UINib"] {
            #expect(UIKitPrelude.declaredNames.contains(name), "\(name)")
        }
    }
}
