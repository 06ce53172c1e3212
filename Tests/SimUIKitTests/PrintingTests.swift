import Testing

/// Printing as on an iPhone: Core Graphics' Swift overlay gives CGPoint,
/// CGSize and CGRect a `debugDescription` of their numbers in parentheses,
/// which `print` shows (swiftlang/swift,
/// stdlib/public/Darwin/CoreGraphics/CoreGraphics.swift). Foundation on Linux
/// prints `CGRect(origin: Foundation.CGPoint(x: 0.0, y: 0.0), …)` instead;
/// keylab follows the device (docs/decisions.md).
@Suite struct PrintingTests {
    @Test func rect() {
        #expect(printed("CGRect(x: 0, y: 0, width: 10, height: 20)") == "(0.0, 0.0, 10.0, 20.0)")
        #expect(printed("[CGRect(x: 0, y: 0, width: 10, height: 20)]") == "[(0.0, 0.0, 10.0, 20.0)]")
        #expect(printed("\"frame: \\(CGRect(x: 1.5, y: 2, width: 3, height: 4))\"") == "frame: (1.5, 2.0, 3.0, 4.0)")
    }

    @Test func pointAndSize() {
        #expect(printed("CGPoint(x: 1, y: 2), CGSize(width: 3, height: 4)") == "(1.0, 2.0) (3.0, 4.0)")
        #expect(printed("[CGPoint(x: 1, y: 2)]") == "[(1.0, 2.0)]")
    }

    @Test func optionalRect() {
        #expect(run("import UIKit\nlet r: CGRect? = CGRect.zero\nprint(r as Any)\n") == "Optional((0.0, 0.0, 0.0, 0.0))\n")
    }

    @Test func edgeInsetsPrintAsAStruct() {
        // UIKit gives UIEdgeInsets no description: it prints as any struct does.
        #expect(printed("UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)") == "UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)")
    }
}
