import Testing
import KeyboardSim
@testable import KeyLab

@Suite("Building a screen: :devices :device :add :pin :content :remove :scene :clear :strategy")
struct SceneBuildCommandTests {
    @Test func devicesListsEveryDeviceAndMarksTheCurrentOne() {
        let reply = Session().handle(":devices")
        #expect(!reply.failed)
        for id in DeviceCatalog.ids { #expect(reply.output.contains(id)) }
        #expect(reply.lines.contains { $0.hasPrefix("* iphone-8 ") })
        #expect(reply.output.contains("≈336"))
    }

    @Test func deviceResetsTheScene() {
        let session = sceneSession([":add textfield nickname 20 480 335 44"])
        let reply = session.handle(":device iphone-x")
        #expect(reply.output == "device: iPhone X (iphone-x), 375 × 812 pt, portrait; the scene is empty\n")
        #expect(session.scene.simulation.viewNames == ["view"])
        #expect(session.scene.simulation.screenSize == Size(width: 375, height: 812))
    }

    @Test func addPrintsTheFrameAndParent() {
        let session = Session()
        #expect(session.handle(":add scrollview form 0 0 375 667").output == "added scrollview form (0, 0, 375, 667) in view\n")
        #expect(session.handle(":add textfield name 20 100.5 335 44 in form").output == "added textfield name (20, 100.5, 335, 44) in form\n")
        #expect(session.scene.simulation.view(named: "name")?.parent == "form")
    }

    @Test func pinRunsALayoutPassAndSaysWhereTheViewIs() {
        let session = sceneSession([":add toolbar bar 0 0 375 44"])
        let reply = session.handle(":pin bar.bottom to safe.bottom - 24")
        #expect(reply.output == "pinned bar.bottom to safe.bottom - 24; bar is now (0, 599, 375, 44)\n")
        #expect(session.handle(":pin bar.height 50").output == "pinned bar.height 50; bar is now (0, 593, 375, 50)\n")
        #expect(session.handle(":pin bar.top to safe.top +8").failed)
    }

    /// Storyboard order: the guide or container first, the moving view second.
    @Test func pinTakesEitherItemFirst() {
        let session = sceneSession([":add toolbar bar 0 0 375 44"])
        // iPhone 8: safe.bottom = 667 = bar.bottom + 20 → bar.bottom 647, y 603 (20 above, not below).
        #expect(session.handle(":pin safe.bottom to bar.bottom + 20").output
                == "pinned safe.bottom to bar.bottom + 20; bar is now (0, 603, 375, 44)\n")
        let card = sceneSession([":add view card 0 400 375 200", ":add button send 0 0 100 44 in card"])
        // card.trailing = send.trailing + 20 → send.trailing 355 in card, x 255.
        #expect(card.handle(":pin card.trailing to send.trailing 20").output.contains("send is now (255, 0, 100, 44)"))
    }

    @Test func pinAcceptsJoinedSigns() {
        let session = sceneSession([":add view box 0 0 100 100"])
        #expect(session.handle(":pin box.top to safe.top +8").output.contains("box is now (0, 28, 100, 100)"))
        let other = sceneSession([":add view box 0 0 100 100"])
        #expect(other.handle(":pin box.leading to view.leading -8").output.contains("box is now (-8, 0, 100, 100)"))
    }

    /// `:pin bar.bottom to safe.bottom 0 as bottomConstraint` was refused ("expected + N or - N");
    /// a bare number reads as `constant = N`.
    @Test func pinAcceptsABareNumber() {
        let session = sceneSession([":add view box 0 0 100 100"])
        #expect(session.handle(":pin box.top to safe.top 8").output.contains("box is now (0, 28, 100, 100)"))
        let named = sceneSession([":add toolbar bar 0 0 375 44"])
        let reply = named.handle(":pin bar.bottom to safe.bottom 0 as bottomConstraint")
        #expect(!reply.failed, "\(reply.output)")
        #expect(named.scene.simulation.namedPins.map(\.name) == ["bottomConstraint"])
        #expect(sceneSession([":add view box 0 0 100 100"]).handle(":pin box.top to safe.top * 2").failed)
    }

    @Test func contentSetsTheScrollHeight() {
        let session = sceneSession([":add scrollview form 0 0 375 667"])
        #expect(session.handle(":content form 1200").output == "form content height: 1200\n")
        #expect(session.scene.simulation.view(named: "form")?.contentSize.height == 1200)
    }

    @Test func removeTakesTheSubviewsAlong() {
        let session = sceneSession([":add view box 0 0 100 100", ":add label inside 0 0 10 10 in box"])
        #expect(session.handle(":remove box").output == "removed box and its subviews inside\n")
        #expect(session.scene.simulation.viewNames == ["view"])
    }

    @Test func sceneShowsTheTreePinsAndKeyboard() {
        let session = sceneSession([
            ":add scrollview form 0 0 375 667", ":add textfield name 20 100 335 44 in form",
            ":add toolbar bar 0 623 375 44", ":pin bar.height 44",
        ])
        let reply = session.handle(":scene")
        #expect(reply.lines == [
            "iPhone 8, portrait 375 × 667; strategy none",
            "view  (0, 0, 375, 667)",
            "├─ form  scrollview  (0, 0, 375, 667)  content height 667",
            "│  └─ name  textfield  (20, 100, 335, 44)",
            "└─ bar  toolbar  (0, 623, 375, 44)",
            "pins:",
            "  bar.height 44",
            "keyboard: hidden",
            "first responder: none",
            "",
        ])
    }

    @Test func clearEmptiesTheSceneAndTheTrace() {
        let session = sceneSession([":draw off", ":add textfield nickname 20 480 335 44", ":focus nickname"])
        #expect(!session.scene.log.isEmpty)
        #expect(session.handle(":clear").output == "scene cleared: only view is left\n")
        #expect(session.scene.simulation.viewNames == ["view"])
        #expect(session.scene.log.isEmpty)
        #expect(session.scene.simulation.keyboardFrame == nil)
    }

    @Test func strategyPrintsTheCanonicalOptions() {
        let session = sceneSession(signUpScreen)
        #expect(session.handle(":strategy shift-view only nickname").output == "strategy: shift-view only nickname\n")
        #expect(session.handle(":strategy minimal distance 20").output == "strategy: minimal distance 20\n")
        let list = session.handle(":strategy")
        #expect(list.lines.first == "strategy: minimal distance 20")
        for name in StrategyRegistry.names { #expect(list.output.contains("  " + name)) }
    }

    @Test func settingsToggleAndReport() {
        let session = Session()
        #expect(session.handle(":draw off").output == "drawing: off\n")
        #expect(session.handle(":explain off").output == "explain: off\n")
        #expect(session.handle(":animate on").output == "animate: on\n")
        #expect(session.handle(":draw").output == "drawing: off\n")
        #expect(!session.scene.draw && !session.scene.explain && session.scene.animate)
    }

    @Test("every scene command's :help example runs without an error",
          arguments: SceneCommands.all.map(\.name))
    func examplesWork(name: String) throws {
        let command = try #require(Session().registry.command(named: name))
        let session = Session()
        for line in command.example.split(separator: "\n") {
            let reply = session.handle(String(line))
            #expect(!reply.failed, "'\(line)' failed: \(reply.output)")
        }
    }
}
