import Testing
import KeyboardSim
@testable import KeyLab

/// The commands of issue 14: bars, windows, accessory views, inset
/// adjustment, drag dismissal, keyboard kinds; their help examples run and
/// their names complete.
@Suite("Real-app commands: :navbar :tabbar :window :accessory :inset-adjustment :drag-dismiss")
struct RealAppCommandTests {
    static let newCommands = ["navbar", "tabbar", "window", "accessory", "inset-adjustment", "drag-dismiss"]

    @Test("every new command's help example runs without an error", arguments: newCommands)
    func examplesRun(name: String) throws {
        let session = Session()
        let command = try #require(session.registry.command(named: name))
        for line in command.example.split(separator: "\n") {
            let reply = session.handle(String(line))
            #expect(!reply.failed, "\(line): \(reply.output)")
        }
    }

    @Test func namesComplete() {
        let session = sceneSession(signUpScreen + [":add tableview list 0 0 375 300"])
        #expect(session.completions(for: ":nav") == [":navbar"])
        #expect(session.completions(for: ":window ") == ["full", "slide-over", "split", "stage-manager"])
        #expect(session.completions(for: ":present ") == ["form-sheet", "full-screen", "page-sheet"])
        #expect(session.completions(for: ":screen sheet ") == ["form-sheet", "page-sheet"])
        #expect(session.completions(for: ":window split ") == ["1/2", "1/3", "2/3"])
        #expect(session.completions(for: ":drag-dismiss ") == ["interactive", "on-drag"])
        #expect(session.completions(for: ":keyboard third") == ["third-party"])
        #expect(session.completions(for: ":inset-adjustment ") == ["list"])
        #expect(session.completions(for: ":accessory ") == ["email", "nickname", "password"])
        #expect(session.completions(for: ":strategy swiftui ") == ["ignores-keyboard"])
        #expect(session.completions(for: ":strategy shift-view measure ") == ["end", "screen", "window"])
        #expect(session.completions(for: ":device iphone-pro") == ["iphone-pro-max"])
        #expect(session.completions(for: ":add table") == ["tableview"])
    }

    @Test func windowIsRefusedOnAnIPhone() {
        let reply = Session().handle(":window split 1/2")
        #expect(reply.failed)
        #expect(reply.output.contains("only on the iPad"))
    }

    @Test func jsonShowsTheReportedFrameAndTheBars() {
        let session = sceneSession([":device ipad", ":navbar on", ":add textfield notes 20 900 728 44",
                                    ":keyboard hardware on", ":focus notes"])
        let json = session.handle(":json").output
        #expect(json.contains(#""endFrame":{"x":0,"y":969,"width":768,"height":313}"#))
        #expect(json.contains(#""navigationBar":true"#))
        #expect(session.handle(":expect keyboard.endHeight == 313").output.contains("ok"))
    }

    @Test func dragDismissTraceShowsDurationZero() {
        let session = sceneSession(signUpScreen + [":focus nickname"])
        let reply = session.handle(":drag-dismiss interactive")
        #expect(reply.output.contains("userInfo: duration 0, curve 7"))
        #expect(reply.output.contains("keyboardWillHide"))
    }

    @Test func barsAndWindowsAreDrawn() {
        let drawn = sceneSession([":device ipad", ":window slide-over", ":navbar on", ":draw on"]).handle(":layout").output
        #expect(drawn.contains("navigation bar"))
        #expect(drawn.contains("another app"))
    }
}
