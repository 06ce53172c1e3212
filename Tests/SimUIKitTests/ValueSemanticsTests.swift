import Testing

/// CGRect is a struct: changing a copy's nested field leaves the original alone,
/// and `frame.origin.y -= h` writes the whole path back.
@Suite struct ValueSemanticsTests {
    @Test func nestedCompoundAssignment() {
        #expect(run("""
            import UIKit
            var r = CGRect(x: 0, y: 0, width: 390, height: 844)
            r.origin.y -= 258
            r.size.height -= 34
            print(r, r.minY, r.maxY)
            """) == "(0.0, -258.0, 390.0, 810.0) -258.0 552.0\n")
    }

    @Test func copiesAreIndependent() {
        #expect(run("""
            import UIKit
            let original = CGRect(x: 0, y: 0, width: 10, height: 10)
            var moved = original
            moved.origin.x = 5
            print(original.origin.x, moved.origin.x)
            """) == "0.0 5.0\n")
    }

    @Test func letRectCannotChange() {
        let output = run("import UIKit\nlet r = CGRect.zero\nr.origin.y = 1\n")
        #expect(output.contains("error: cannot assign to property: 'r' is a 'let' constant"))
    }

    @Test func storedInAClass() {
        // What `view.frame.origin.y -= keyboardHeight` will do on a UIView.
        #expect(run("""
            import UIKit
            class Box { var frame = CGRect(x: 0, y: 0, width: 390, height: 844) }
            let view = Box()
            view.frame.origin.y -= 258
            print(view.frame)
            """) == "(0.0, -258.0, 390.0, 844.0)\n")
    }
}
