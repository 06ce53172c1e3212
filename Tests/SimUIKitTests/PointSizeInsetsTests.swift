import Testing

/// CGPoint, CGSize, UIEdgeInsets, CGFloat and TimeInterval.
@Suite struct PointSizeInsetsTests {
    @Test func point() {
        #expect(printed("CGPoint(x: 1, y: 2).x + CGPoint(x: 1, y: 2).y") == "3.0")
        #expect(printed("CGPoint.zero == CGPoint(x: 0, y: 0)") == "true")
    }

    @Test func size() {
        #expect(printed("CGSize(width: 3, height: 4).width * CGSize(width: 3, height: 4).height") == "12.0")
        #expect(printed("CGSize.zero") == "(0.0, 0.0)")
    }

    @Test func edgeInsets() {
        #expect(printed("UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)") == "true")
        #expect(run("""
            import UIKit
            var insets = UIEdgeInsets.zero
            insets.bottom = 258
            print(insets.bottom, insets.top)
            """) == "258.0 0.0\n")
    }

    @Test func cgFloatIsDouble() {
        // CGFloat is Double in keylab, so they mix without a conversion (Swift 5.5+ converts implicitly).
        #expect(run("""
            import UIKit
            let h: CGFloat = 258
            let d: Double = h / 2
            let frame = CGRect(x: 0, y: 0, width: 390, height: d)
            print(frame.height + h)
            """) == "387.0\n")
    }

    @Test func timeInterval() {
        #expect(run("import Foundation\nlet t: TimeInterval = 0.25\nprint(t * 2)\n") == "0.5\n")
    }
}
