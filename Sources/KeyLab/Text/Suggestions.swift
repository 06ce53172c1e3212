/// "Did you mean" suggestions by edit distance.
public enum Suggestions {
    /// The most edits a suggestion may be away from the typed word.
    static let maximumEdits = 3

    /// Edit distance counting an insertion, a deletion, a substitution or a
    /// swap of two neighbours as one edit (optimal string alignment), so the
    /// typo `:qiut` is one edit from `:quit`. Keeps three rows, not the whole
    /// table: memory grows with the shorter word only.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// The candidates closest to `word`: within a third of its length
    /// (at least 1, at most 3 edits), or having it as a prefix; best first.
    ///
    /// A word longer than the longest candidate by more than the edits allowed
    /// can be neither, so it is not compared at all: a megabyte typed after
    /// `:` costs one length check, not a megabyte-long distance per command.
    public static func closest(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
        guard let longest = candidates.map(\.count).max() else { return [] }
        // `utf8.count` first: it is O(1) for native strings, and a word with
        // more bytes than that cannot have few enough characters either.
        let reach = longest + maximumEdits
        guard word.utf8.count <= reach * 4, word.count <= reach else { return [] }
        let lowered = word.lowercased()
        guard !lowered.isEmpty else { return [] }
        let allowed = max(1, min(maximumEdits, lowered.count / 3 + 1))
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
    public static func didYouMean(_ word: String, in candidates: [String], quote: (String) -> String = { "'\($0)'" },
                                  language: Language = .english) -> String? {
        let best = closest(to: word, in: candidates, limit: 2)
        guard !best.isEmpty else { return nil }
        return Messages(language).didYouMean(best.map(quote))
    }

    /// The most characters of a typed word an error message repeats.
    public static let echoLimit = 40

    /// A typed word as an error message shows it: whole when short, else its
    /// first `echoLimit` characters and `…`. An unknown name of a megabyte is
    /// a mistake to point at, not a megabyte to print back.
    public static func echo(_ word: String) -> String {
        guard word.utf8.count > echoLimit else { return word }
        let start = word.prefix(echoLimit)
        return start.count < word.count ? start + "…" : word
    }

    /// `message` with every occurrence of `word` shortened by `echo(_:)`,
    /// for messages built elsewhere (the engine's errors) that quote it.
    static func shortening(_ word: String, in message: String) -> String {
        let shown = echo(word)
        guard shown != word, !word.isEmpty else { return message }
        return message.replacing(word, with: shown)
    }
}
