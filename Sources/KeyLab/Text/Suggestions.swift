/// "Did you mean" suggestions by edit distance.
public enum Suggestions {
    /// Edit distance counting an insertion, a deletion, a substitution or a
    /// swap of two neighbours as one edit (optimal string alignment), so the
    /// typo `:qiut` is one edit from `:quit`.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
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
        // Only the best-scoring names: a clear winner is offered alone.
        guard let best = scored.map(\.1).min() else { return [] }
        return scored.filter { $0.1 == best }.sorted { $0.0 < $1.0 }.prefix(limit).map(\.0)
    }

    /// `did you mean 'x'?` (or `'x' or 'y'`), or nil when nothing is close.
    public static func didYouMean(_ word: String, in candidates: [String], quote: (String) -> String = { "'\($0)'" }) -> String? {
        let best = closest(to: word, in: candidates, limit: 2)
        guard !best.isEmpty else { return nil }
        return "did you mean " + best.map(quote).joined(separator: " or ") + "?"
    }
}
