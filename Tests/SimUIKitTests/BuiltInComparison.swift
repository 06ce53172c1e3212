import KeyboardSim
import SimUIKit

/// Runs the same events through a controller written in Swift and through a
/// built-in strategy on the same scene, and returns what a user would compare:
/// every view's frame, every scroll view's offset and insets, every pin's
/// constant, and the verdict, after each event. The seed-style controller
/// tests (SignUpFormTests, JournalScrollTests, ToolbarFrameTests,
/// PushUpConstraintsTests, CommentFooterTests) check each technique this way.
enum BuiltInComparison {
    /// One line a view or pin: `footerView 0 547 375 60`.
    static func numbers(_ sim: Simulation, _ trace: Trace) -> [String] {
        var lines = sim.views.map { v in
            var line = "\(v.name) \(formatNumber(v.frame.x)) \(formatNumber(v.frame.y)) \(formatNumber(v.frame.width)) \(formatNumber(v.frame.height))"
            if v.kind.isScrollView {
                line += " offset \(formatNumber(v.contentOffset.y)) inset \(formatNumber(v.contentInset.bottom))"
            }
            return line
        }
        lines += sim.pins.map { "\($0.description) = \(formatNumber($0.constant))" }
        lines.append("verdict \(trace.verdict.map { "\($0)" } ?? "-")")
        return lines
    }

    /// The numbers after each event, for the controller in `source` and for the
    /// built-in strategy `strategy` (`:strategy` words).
    static func compare(_ source: String, className: String? = nil, device: String, strategy: [String],
                        events: [Event], build: @escaping (inout Simulation) throws -> Void) throws
        -> (code: [[String]], builtIn: [[String]], errors: [String]) {
        var screen = try ControllerScreen(source, device: device, className: className, build: build)
        var builtIn = Simulation()
        try builtIn.setDevice(device)
        try build(&builtIn)
        try builtIn.setStrategy(words: strategy)
        var code: [[String]] = [], expected: [[String]] = [], errors: [String] = []
        for event in events {
            let trace = screen.apply(event)
            if let e = trace.error { errors.append("\(e)") }
            errors += notes(trace.steps).filter { $0.contains("crash") || $0.contains("SnapKit") }
            code.append(numbers(screen.sim, trace))
            let t = builtIn.apply(event)
            expected.append(numbers(builtIn, t))
        }
        return (code, expected, errors)
    }
}
