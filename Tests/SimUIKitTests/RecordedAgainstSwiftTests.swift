import Testing

/// One program over every geometry member, run by the real toolchain and by
/// keylab. It prints only numbers and Bools, whose text is the same on every
/// platform, so Foundation on Linux (which has CGRect, CGPoint and CGSize)
/// is the oracle. `recorded` is what `swift FILE.swift` printed (Swift 6.3.1,
/// Linux x86_64, 2026-11-23); re-record it the same way after changing the
/// program.
@Suite struct RecordedAgainstSwiftTests {
    static let program = """
        import Foundation
        let rects = [
            CGRect(x: 0, y: 0, width: 10, height: 20),
            CGRect(x: 10, y: 10, width: -5, height: -4),
            CGRect(x: -3.5, y: 2.25, width: 7, height: 0),
            CGRect(x: 0, y: 0, width: 375, height: 667),
            CGRect(x: 0, y: 409, width: 375, height: 258),
            CGRect.zero,
            CGRect.null,
        ]
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 10), CGPoint(x: 10, y: 20), CGPoint(x: -1, y: 3), CGPoint(x: 200, y: 500)]
        for r in rects {
            print(r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY, r.width, r.height, r.isEmpty, r.isNull)
            let i = r.insetBy(dx: 2, dy: 3)
            print(i.origin.x, i.origin.y, i.size.width, i.size.height, i.isNull)
            let o = r.offsetBy(dx: -4, dy: 258)
            print(o.origin.x, o.origin.y, o.size.width, o.size.height)
            for s in rects {
                let x = r.intersection(s)
                print(r.intersects(s), x.origin.x, x.origin.y, x.size.width, x.size.height)
            }
            for p in points { print(r.contains(p), terminator: " ") }
            print()
        }
        var frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        let keyboard = CGRect(x: 0, y: 409, width: 375, height: 258)
        frame.origin.y -= keyboard.height
        frame.size.height -= 20
        print(frame.origin.y, frame.maxY, frame.intersection(keyboard).height, frame == keyboard, frame.origin == CGPoint(x: 0, y: -258))
        let h: CGFloat = keyboard.height
        let seconds: TimeInterval = 0.25
        print(h / 2, seconds * 4, CGSize.zero.width, CGPoint.zero.y)

        """

    static let recorded = """
        0.0 5.0 10.0 0.0 10.0 20.0 10.0 20.0 false false
        2.0 3.0 6.0 14.0 false
        -4.0 258.0 10.0 20.0
        true 0.0 0.0 10.0 20.0
        true 5.0 6.0 5.0 4.0
        true 0.0 2.25 3.5 0.0
        true 0.0 0.0 10.0 20.0
        false inf inf 0.0 0.0
        true 0.0 0.0 0.0 0.0
        false inf inf 0.0 0.0
        true true false false false 
        5.0 7.5 10.0 6.0 8.0 10.0 5.0 4.0 false false
        inf inf 0.0 0.0 true
        1.0 264.0 5.0 4.0
        true 5.0 6.0 5.0 4.0
        true 5.0 6.0 5.0 4.0
        false inf inf 0.0 0.0
        true 5.0 6.0 5.0 4.0
        false inf inf 0.0 0.0
        false inf inf 0.0 0.0
        false inf inf 0.0 0.0
        false false false false false 
        -3.5 0.0 3.5 2.25 2.25 2.25 7.0 0.0 true false
        inf inf 0.0 0.0 true
        -7.5 260.25 7.0 0.0
        true 0.0 2.25 3.5 0.0
        false inf inf 0.0 0.0
        true -3.5 2.25 7.0 0.0
        true 0.0 2.25 3.5 0.0
        false inf inf 0.0 0.0
        false inf inf 0.0 0.0
        false inf inf 0.0 0.0
        false false false false false 
        0.0 187.5 375.0 0.0 333.5 667.0 375.0 667.0 false false
        2.0 3.0 371.0 661.0 false
        -4.0 258.0 375.0 667.0
        true 0.0 0.0 10.0 20.0
        true 5.0 6.0 5.0 4.0
        true 0.0 2.25 3.5 0.0
        true 0.0 0.0 375.0 667.0
        true 0.0 409.0 375.0 258.0
        true 0.0 0.0 0.0 0.0
        false inf inf 0.0 0.0
        true true true false true 
        0.0 187.5 375.0 409.0 538.0 667.0 375.0 258.0 false false
        2.0 412.0 371.0 252.0 false
        -4.0 667.0 375.0 258.0
        false inf inf 0.0 0.0
        false inf inf 0.0 0.0
        false inf inf 0.0 0.0
        true 0.0 409.0 375.0 258.0
        true 0.0 409.0 375.0 258.0
        false inf inf 0.0 0.0
        false inf inf 0.0 0.0
        false false false false true 
        0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 true false
        inf inf 0.0 0.0 true
        -4.0 258.0 0.0 0.0
        true 0.0 0.0 0.0 0.0
        false inf inf 0.0 0.0
        false inf inf 0.0 0.0
        true 0.0 0.0 0.0 0.0
        false inf inf 0.0 0.0
        true 0.0 0.0 0.0 0.0
        false inf inf 0.0 0.0
        false false false false false 
        inf inf inf inf inf inf 0.0 0.0 true true
        inf inf 0.0 0.0 true
        inf inf 0.0 0.0
        false inf inf 0.0 0.0
        false inf inf 0.0 0.0
        false inf inf 0.0 0.0
        false inf inf 0.0 0.0
        false inf inf 0.0 0.0
        false inf inf 0.0 0.0
        false inf inf 0.0 0.0
        false false false false false 
        -258.0 389.0 0.0 false true
        129.0 1.0 0.0 0.0

        """

    @Test func keylabPrintsWhatSwiftPrinted() {
        let output = run(Self.program)
        #expect(output == Self.recorded)
        // Line by line, so a difference is easy to find.
        for (k, (mine, theirs)) in zip(output.split(separator: "\n"), Self.recorded.split(separator: "\n")).enumerated() where mine != theirs {
            Issue.record("line \(k + 1): keylab \(mine), swift \(theirs)")
        }
    }
}
