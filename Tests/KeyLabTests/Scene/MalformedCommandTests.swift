import Testing
@testable import KeyLab

/// Every malformed scene command names what is wrong, shows the usage line,
/// and leaves the scene exactly as it was.
@Suite("Malformed scene commands")
struct MalformedCommandTests {
    /// (input, text the error must contain)
    static let cases: [(String, String)] = [
        (":device", "missing the device id"),
        (":device iphone8", "did you mean 'iphone-8'"),
        (":device ipad extra", "takes one id"),
        (":devices all", "takes no arguments"),
        (":add", "missing KIND NAME X Y W H"),
        (":add textfield a 1 2 3", "missing H"),
        (":add textfeld a 1 2 3 4", "did you mean 'textfield'"),
        (":add textfield a 1 2 three 4", "W must be a number, not 'three'"),
        (":add textfield a 1 2 3 nan", "H must be a number, not 'nan'"),
        (":add textfield a 1 2 3 4 into form", "unexpected 'into'"),
        (":add textfield a 1 2 3 4 in", "missing the parent's name"),
        (":add textfield a 1 2 3 4 in nowhere", "no view named 'nowhere'"),
        (":add textfield nickname 1 2 3 4", "already exists"),
        (":add textfield 2fast 1 2 3 4", "not a valid view name"),
        (":add textfield a 1 2 -3 4", "must not be negative"),
        (":pin", "missing NAME.ANCHOR"),
        (":pin nickname", "should be NAME.ANCHOR"),
        (":pin nickname.tp to safe.top", "did you mean 'top'"),
        (":pin nickname.top", "missing 'to TARGET.ANCHOR'"),
        (":pin nickname.top safe.top", "expected 'to'"),
        (":pin nickname.top to", "missing TARGET.ANCHOR"),
        (":pin nickname.top to saf.top", "did you mean 'safe'"),
        (":pin nickname.top to safe.leading", "pin anchors of the same axis"),
        (":pin nickname.top to safe.top + x", "must be a number"),
        (":pin nickname.top to safe.top * 2", "expected + N or - N"),
        (":pin nickname.top to safe.top + 2 3", "unexpected words"),
        (":pin nickname.width", "missing the width"),
        (":pin nickname.width wide", "must be a number"),
        (":pin nickname.top to nickname.bottom", "cannot be pinned to itself"),
        (":content nickname 100", "needs a scrollview"),
        (":content", "missing NAME HEIGHT"),
        (":remove", "missing the name"),
        (":remove view", "cannot be removed"),
        (":remove nicknme", "did you mean 'nickname'"),
        (":scene now", "takes no arguments"),
        (":clear all", "takes no arguments"),
        (":strategy shift-veiw", "did you mean 'shift-view'"),
        (":strategy shift-view only nicknam", "did you mean 'nickname'"),
        (":strategy shift-view onlyy nickname", "did you mean 'only'"),
        (":strategy shift-view guard maybe", "expected on or off"),
        (":strategy scroll", "SCROLLVIEW"),
        (":strategy scroll nickname", "needs a scrollview"),
        (":focus", "missing the field"),
        (":focus nicknam", "did you mean 'nickname'"),
        (":focus signup", "textfield or textview"),
        (":focus a b", "takes one field"),
        (":dismiss now", "takes no arguments"),
        (":keyboard", "missing what to do"),
        (":keyboard shw", "did you mean 'show'"),
        (":keyboard show now", "takes nothing after it"),
        (":keyboard predictive", "say on or off"),
        (":keyboard predictive yes", "is on or off, not 'yes'"),
        (":keyboard floating", "only the iPad keyboard can float"),
        (":rotate sideways", "unknown orientation 'sideways'"),
        (":rotate portrait landscape", "takes one orientation"),
        (":screen", "missing appear or disappear"),
        (":screen dissapear", "did you mean 'disappear'"),
        (":screen appear", "already visible"),
        (":explain maybe", "is on or off, not 'maybe'"),
        (":draw on off", "takes on or off"),
        (":animate 1", "is on or off"),
        (":layout big", "takes no arguments"),
        (":trace all", "takes no arguments"),
        (":json pretty", "takes no arguments"),
        (":code swift", "takes no arguments"),
        (":expect", "missing PATH OP NUMBER"),
        (":expect nickname.covered ==", "missing NUMBER"),
        (":expect nickname.covered = 0", "unknown operator '='"),
        (":expect nickname.covered == zero", "NUMBER must be a number"),
        (":expect nickname.covered == 0 pt", "too many words"),
        (":expect nicknam.covered == 0", "did you mean 'nickname'"),
        (":expect nickname.colour == 0", "unknown path 'nickname.colour'"),
    ]

    @Test("names the problem, shows the usage line, changes nothing", arguments: cases.indices)
    func malformed(index: Int) throws {
        let (input, problem) = Self.cases[index]
        let session = sceneSession(signUpScreen + [":strategy shift-view only nickname", ":focus email"])
        let before = session.scene.simulation.json()
        let logCount = session.scene.log.count
        let reply = session.handle(input)
        #expect(reply.failed, "\(input) did not fail")
        #expect(reply.output.hasPrefix("error: "), "\(input): \(reply.output)")
        #expect(reply.output.contains(problem), "\(input): \(reply.output)")
        let name = String(input.dropFirst().prefix { $0 != " " })
        let command = try #require(session.registry.command(named: name))
        #expect(reply.lines.contains("usage: " + command.usage), "\(input): \(reply.output)")
        #expect(session.scene.simulation.json() == before, "\(input) changed the scene")
        #expect(session.scene.log.count == logCount)
    }
}
