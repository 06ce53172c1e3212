import Testing

/// CGRect's members against values worked out by hand. Every expected value
/// here was also printed by the real toolchain (Swift 6.3.1, `import
/// Foundation` on Linux, whose CGRect follows Core Graphics' rules); only the
/// printed form differs (see PrintingTests).
@Suite struct CGRectGeometryTests {
    /// A 10 × 20 rectangle at (0, 0).
    let r = "CGRect(x: 0, y: 0, width: 10, height: 20)"
    /// Origin (10, 10), size (−5, −4): it covers x 5…10 and y 6…10.
    let negative = "CGRect(x: 10, y: 10, width: -5, height: -4)"

    @Test func edgesAndCentre() {
        // minX = 0, maxX = 0 + 10, midX = 0 + 10 / 2; minY = 0, maxY = 20, midY = 10.
        #expect(printed("\(r).minX, \(r).maxX, \(r).midX") == "0.0 10.0 5.0")
        #expect(printed("\(r).minY, \(r).maxY, \(r).midY") == "0.0 20.0 10.0")
        #expect(printed("\(r).width, \(r).height") == "10.0 20.0")
    }

    @Test func negativeSizeIsStandardized() {
        // x spans 10 − 5 = 5 … 10: minX 5, maxX 10, midX 7.5, width |−5| = 5;
        // y spans 10 − 4 = 6 … 10: minY 6, maxY 10, midY 8, height 4.
        #expect(printed("\(negative).minX, \(negative).maxX, \(negative).midX, \(negative).width") == "5.0 10.0 7.5 5.0")
        #expect(printed("\(negative).minY, \(negative).maxY, \(negative).midY, \(negative).height") == "6.0 10.0 8.0 4.0")
        // origin and size stay as written.
        #expect(printed("\(negative).origin, \(negative).size") == "(10.0, 10.0) (-5.0, -4.0)")
        #expect(printed("\(negative).standardized") == "(5.0, 6.0, 5.0, 4.0)")
    }

    @Test func zeroAndNull() {
        #expect(printed("CGRect.zero") == "(0.0, 0.0, 0.0, 0.0)")
        #expect(printed("CGRect.null") == "(inf, inf, 0.0, 0.0)")
        #expect(printed("CGRect.zero.isEmpty, CGRect.null.isNull, \(r).isEmpty, \(r).isNull") == "true true false false")
    }

    @Test func insetBy() {
        // 1 in from each side: x 0 + 1, y 0 + 2, width 10 − 2, height 20 − 4.
        #expect(printed("\(r).insetBy(dx: 1, dy: 2)") == "(1.0, 2.0, 8.0, 16.0)")
        // Negative insets grow it.
        #expect(printed("\(r).insetBy(dx: -1, dy: -1)") == "(-1.0, -1.0, 12.0, 22.0)")
        // 10 − 2 × 6 < 0: nothing is left, so null.
        #expect(printed("\(r).insetBy(dx: 6, dy: 1)") == "(inf, inf, 0.0, 0.0)")
        // Standardized first: (5, 6, 5, 4) inset by 1 is (6, 7, 3, 2).
        #expect(printed("\(negative).insetBy(dx: 1, dy: 1)") == "(6.0, 7.0, 3.0, 2.0)")
    }

    @Test func offsetBy() {
        #expect(printed("\(r).offsetBy(dx: 3, dy: -258)") == "(3.0, -258.0, 10.0, 20.0)")
        // Standardized first: (5, 6, 5, 4) moved by (1, 1).
        #expect(printed("\(negative).offsetBy(dx: 1, dy: 1)") == "(6.0, 7.0, 5.0, 4.0)")
        #expect(printed("CGRect.null.offsetBy(dx: 1, dy: 1).isNull") == "true")
    }

    @Test func intersection() {
        // x: max(0, 5) … min(10, 55) = 5 … 10; y: max(0, 5) … min(20, 10) = 5 … 10.
        #expect(printed("\(r).intersection(CGRect(x: 5, y: 5, width: 50, height: 5))") == "(5.0, 5.0, 5.0, 5.0)")
        // Touching at x = 10: a rectangle of zero width, and they intersect.
        #expect(printed("\(r).intersection(CGRect(x: 10, y: 0, width: 5, height: 5))") == "(10.0, 0.0, 0.0, 5.0)")
        #expect(printed("\(r).intersects(CGRect(x: 10, y: 0, width: 5, height: 5))") == "true")
        // Apart: null, and they do not intersect.
        #expect(printed("\(r).intersection(CGRect(x: 11, y: 0, width: 5, height: 5))") == "(inf, inf, 0.0, 0.0)")
        #expect(printed("\(r).intersects(CGRect(x: 11, y: 0, width: 5, height: 5))") == "false")
        #expect(printed("\(r).intersects(CGRect.null)") == "false")
    }

    @Test func containsPoint() {
        // Left and top edges are inside, right and bottom edges are not.
        #expect(printed("\(r).contains(CGPoint(x: 0, y: 0)), \(r).contains(CGPoint(x: 9.99, y: 19.99))") == "true true")
        #expect(printed("\(r).contains(CGPoint(x: 10, y: 5)), \(r).contains(CGPoint(x: 5, y: 20))") == "false false")
        #expect(printed("CGRect.zero.contains(CGPoint.zero)") == "false")
    }

    @Test func equality() {
        #expect(printed("\(r) == CGRect(origin: CGPoint.zero, size: CGSize(width: 10, height: 20))") == "true")
        #expect(printed("\(r) != CGRect.zero") == "true")
    }
}
