import Testing
@testable import KeyboardSim

@Suite("json()")
struct JSONTests {
    /// The root view shifted by −258 ends exactly at the keyboard top (409): covered 0, as in DESIGN.md.
    @Test func matchesDesignShapeAfterShiftView() throws {
        var sim = Simulation()
        try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: 500, width: 335, height: 40))
        try sim.setStrategy(words: ["shift-view"])
        _ = sim.apply(.focus("nickname"))
        let expected = #"{"device":"iphone-8","orientation":"portrait","screen":{"width":375,"height":667},"#
            + #""keyboard":{"visible":true,"frame":{"x":0,"y":409,"width":375,"height":258}},"#
            + #""firstResponder":"nickname","#
            + #""views":[{"name":"view","kind":"view","parent":null,"#
            + #""frame":{"x":0,"y":-258,"width":375,"height":667},"#
            + #""screenFrame":{"x":0,"y":-258,"width":375,"height":667},"covered":0},"#
            + #"{"name":"nickname","kind":"textfield","parent":"view","#
            + #""frame":{"x":20,"y":500,"width":335,"height":40},"#
            + #""screenFrame":{"x":20,"y":242,"width":335,"height":40},"covered":0}]}"#
        #expect(sim.json() == expected)
        #expect(!sim.json().contains("\n"))
    }

    @Test func hiddenKeyboardAndNoFirstResponderAreNull() {
        let sim = Simulation()
        let json = sim.json()
        #expect(json.contains(#""keyboard":{"visible":false,"frame":null}"#))
        #expect(json.contains(#""firstResponder":null"#))
    }

    @Test func scrollViewsAddOffsetAndInset() throws {
        var sim = try TestScenes.diary()
        _ = sim.apply(.focus("diary"))
        let json = sim.json()
        #expect(json.contains(#""contentOffset":{"x":0,"y":346.3},"contentInset":{"top":0,"left":0,"bottom":278,"right":0}"#))
    }

    @Test func stringsAreEscaped() {
        #expect(JSONWriter.string("a\"b\\c\n") == #""a\"b\\c\n""#)
    }
}
