import Testing
@testable import KeyLab

/// What keylab itself prints about strategies: no authoring words, and the
/// observer pairing the observers lesson teaches.
@Suite struct GeneratedTextTests {
    @Test(":code for shift-view adds observers in viewWillAppear and removes them in viewWillDisappear")
    func shiftViewPairing() {
        let s = Session()
        for line in [":draw off", ":add textfield nickname 20 480 335 44", ":strategy shift-view only nickname"] { _ = s.handle(line) }
        let code = s.handle(":code").output
        let viewDidLoad = code.components(separatedBy: "override func viewDidLoad()").last?
            .components(separatedBy: "override func").first ?? ""
        #expect(!viewDidLoad.contains("addKeyboardObservers()"), "\(code)")
        #expect(code.contains("override func viewWillAppear(_ animated: Bool) {\n        super.viewWillAppear(animated)\n        addKeyboardObservers()"))
        #expect(code.contains("removeKeyboardObservers()"))
    }

    @Test("no 'seed' in :code, :help strategy or a trace", arguments: ["shift-view", "scroll form", "move bar resign-on-rotate on", "constraints"])
    func noSeedWording(strategy: String) {
        let s = Session()
        for line in [":draw off", ":add scrollview form 0 0 375 667", ":add textfield nickname 20 480 335 44",
                     ":add toolbar bar 0 623 375 44", ":add textfield message 8 7 300 30 in bar",
                     ":strategy \(strategy)", ":focus message", ":dismiss", ":focus nickname", ":rotate landscape"] {
            _ = s.handle(line)
        }
        for output in [s.handle(":code").output, s.handle(":help strategy").output, s.handle(":trace").output] {
            #expect(!output.lowercased().contains("seed"), "\(output)")
        }
    }
}
