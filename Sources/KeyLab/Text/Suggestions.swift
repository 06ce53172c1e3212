/// "Did you mean" suggestions by edit distance.
public enum Suggestions {
    /// Levenshtein distance between two strings (by characters).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidates closest to `word`: within a third of its length
    /// (at least 1, at most 3 edits), or having it as a prefix; best first.
    public static func closest(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
        let lowered = word.lowercased()
        guard !lowered.isEmpty else { return [] }
        let allowed = max(1, min(3, lowered.count / 3 + 1))
        let scored = candidates.compactMap { candidate -> (String, Int)? in
            let c = candidate.lowercased()
            if c == lowered { return nil }
            let distance = editDistance(lowered, c)
            if distance <= allowed { return (candidate, distance) }
            if c.hasPrefix(lowered), lowered.count >= 2 { return (candidate, allowed + 1) }
            return nil
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }

    /// `did you mean 'x'?` (or `'x' or 'y'`), or nil when nothing is close.
    public static func didYouMean(_ word: String, in candidates: [String], quote: (String) -> String = { "'\($0)'" }) -> String? {
        let best = closest(to: word, in: candidates, limit: 2)
        guard !best.isEmpty else { return nil }
        return "did you mean " + best.map(quote).joined(separator: " or ") + "?"
    }
}
