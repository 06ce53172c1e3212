import Testing

/// The prelude loads the same way every time, also with many sessions
/// loading it at once (Swift Testing runs these in parallel). A syntax node
/// of one prelude file once shared its address with a node of a later file
/// and the checker's per-node table gave it the wrong type, now and then.
@Suite struct RepeatedLoadTests {
    @Test(arguments: 0..<24)
    func everyMemberAgain(round: Int) {
        #expect(run("""
            import UIKit
            let r = CGRect(x: 0, y: 0, width: 10, height: 20)
            print(r.minX, r.maxX, r.midX, r.minY, r.maxY, r.midY, r.width, r.height)
            print(r.insetBy(dx: 1, dy: 1), r.offsetBy(dx: 1, dy: 1), r.intersects(CGRect.zero))
            print(r.intersection(CGRect(x: 5, y: 5, width: 50, height: 5)), r.contains(CGPoint(x: 1, y: 1)))
            print(UIEdgeInsets.zero.top, CGSize.zero, CGPoint.zero)
            """) == """
            0.0 10.0 5.0 0.0 20.0 10.0 10.0 20.0
            (1.0, 1.0, 8.0, 18.0) (1.0, 1.0, 10.0, 20.0) true
            (5.0, 5.0, 5.0, 5.0) true
            0.0 (0.0, 0.0) (0.0, 0.0)

            """)
    }
}
