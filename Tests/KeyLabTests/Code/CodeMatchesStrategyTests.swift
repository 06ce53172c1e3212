import Testing
import KeyboardSim
@testable import KeyLab
import SimUIKit

/// Issue 13, "the shown code is the code that runs": for every built-in
/// strategy and option combination, the controller `:code` prints, put on the
/// screen with `:strategy code`, leaves the same frames, scroll offsets and
/// insets, constants, first responder and verdict as the built-in strategy
/// after every event, on 5 devices × 2 orientations × the sequences of
/// `CodeMatrix.sequences` (show, hide, switch fields, rotate with the keyboard
/// up, disappear and appear, predictive bar toggled; another app's keyboard on
/// the iPad), run one after another on one screen per device and orientation. Strategies left out are in docs/decisions.md (code-matrix).
@Suite("The code :code prints runs like the built-in strategy")
struct CodeMatchesStrategyTests {
    /// Each strategy's own options, every combination.
    static let ownCombinations: [String] = {
        var list = ["none"]
        for only in ["", " only nickname"] {
            for guardOn in ["on", "off"] {
                for measure in ["end", "window", "screen"] {
                    list.append("shift-view\(only) guard \(guardOn) measure \(measure)")
                }
            }
        }
        list += ["move bar resign-on-rotate off", "move bar resign-on-rotate on"]
        list += ["constraints", "constraints push inner margin 16", "constraints push inner margin 40"]
        for threshold in ["0.6", "0.2"] {
            for anchor in ["0.3", "0.5"] {
                for padding in ["20", "0"] {
                    list.append("scroll form threshold \(threshold) anchor \(anchor) padding \(padding)")
                }
            }
        }
        list += ["minimal distance 10", "minimal distance 30", "minimal distance 10 in-scroll-view", "minimal distance 30 in-scroll-view"]
        list += ["layout-guide"]
        return list
    }()

    /// With the observer options (`forget-removal`, `check-local`) of strategies that observe.
    static let combinations: [String] = ownCombinations.flatMap { base -> [String] in
        let observes = StrategyRegistry.type(named: String(base.split(separator: " ")[0]))?.observesNotifications ?? false
        guard observes else { return [base] }
        return [base, base + " forget-removal on", base + " check-local on", base + " forget-removal on check-local on"]
    }

    @Test("the printed controller gives the built-in numbers", arguments: combinations)
    func printedControllerMatches(strategy: String) throws {
        let session = try CodeMatrix.Session()
        for device in CodeMatrix.devices {
            for orientation in Orientation.allCases {
                var pair = try session.pair(strategy: strategy, device: device, orientation: orientation)
                try #require(CodeMatrix.snapshot(pair.code) == CodeMatrix.snapshot(pair.builtIn),
                             "\(device) \(orientation.rawValue): after loading\n\(pair.source)")
                for sequence in CodeMatrix.sequences(device: device) {
                    let where_ = "\(device) \(orientation.rawValue), \(sequence.name)"
                    for (k, event) in sequence.events.enumerated() {
                        let expected = pair.builtIn.apply(event)
                        let got = pair.code.apply(event)
                        #expect(expected.error == nil && got.error == nil && pair.binding.lastCrash == nil,
                                "\(where_): \(event.commandText) failed: \(String(describing: expected.error)) \(String(describing: got.error)) \(String(describing: pair.binding.lastCrash))")
                        let want = CodeMatrix.snapshot(pair.builtIn), have = CodeMatrix.snapshot(pair.code)
                        try #require(have == want, """
                            \(where_): after event \(k + 1) \(event.commandText)
                            built-in:
                            \(want)
                            :strategy code:
                            \(have)
                            built-in trace: \(expected.steps.count) steps
                            \(pair.source)
                            """)
                    }
                }
            }
        }
    }
}
