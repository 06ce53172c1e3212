import KeyboardSim

/// With `:animate on`: where the keyboard and every view that moved are at
/// 0, 25, 50, 75 and 100 % of the keyboard's animation. UIKit runs curve 7
/// (its private keyboard curve); the positions are given by progress, so
/// they hold whatever the timing curve is. A rotation animates in several
/// steps (hide, rotate, show), so for it only the frames before and after
/// are printed: one interpolation across the steps would be wrong.
enum AnimationFrames {
    static let fractions: [Double] = [0, 0.25, 0.5, 0.75, 1]

    static func lines(trace: Trace, before: Simulation, after: Simulation) -> [String] {
        var rotation = false
        if case .rotate = trace.event { rotation = true }
        let points = rotation ? [0.0, 1.0] : fractions
        var rows: [(String, String)] = []
        if before.keyboard.frame != after.keyboard.frame || before.keyboard.visible != after.keyboard.visible {
            rows.append(("keyboard", change(before.keyboard.frame, after.keyboard.frame, points)))
        }
        for view in after.views {
            guard let old = before.view(named: view.name) else { continue }
            if old.frame != view.frame {
                rows.append((view.name, change(old.frame, view.frame, points)))
            }
            if view.kind.isScrollView && old.contentOffset.y != view.contentOffset.y {
                rows.append((view.name, "contentOffset.y " + series(old.contentOffset.y, view.contentOffset.y, points)))
            }
        }
        let messages = Messages.current
        guard !rows.isEmpty else { return [messages.animationNothing] }
        let header: String
        if rotation {
            header = messages.animationRotation
        } else {
            let info = trace.notifications.first?.userInfo
            header = messages.animationHeader(duration: info.map { formatNumber($0.duration) }, curve: info.map { "\($0.curve)" } ?? "")
        }
        let width = rows.map { $0.0.displayWidth }.max() ?? 0
        return [header] + rows.map { "  " + $0.0.padded(to: width) + "  " + $0.1 }
    }

    /// The component that changes, as `y 0 → −64.5 → −129 → −193.5 → −258`;
    /// whole frames when more than one component changes.
    private static func change(_ from: Rect, _ to: Rect, _ points: [Double]) -> String {
        let parts: [(String, Double, Double)] = [
            ("x", from.x, to.x), ("y", from.y, to.y), ("width", from.width, to.width), ("height", from.height, to.height),
        ]
        let changing = parts.filter { $0.1 != $0.2 }
        if changing.count == 1, let (name, a, b) = changing.first {
            return "\(name) " + series(a, b, points)
        }
        return points.map { t in
            FrameTable.format(Rect(x: mix(from.x, to.x, t), y: mix(from.y, to.y, t),
                                   width: mix(from.width, to.width, t), height: mix(from.height, to.height, t)))
        }.joined(separator: " → ")
    }

    private static func series(_ a: Double, _ b: Double, _ points: [Double]) -> String {
        points.map { formatNumber(mix(a, b, $0), ascii: false) }.joined(separator: " → ")
    }

    private static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}
