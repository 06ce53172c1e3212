/// Decides whether REPL input is unfinished.
enum InputCompleteness {
    static func needsMore(_ s: [UInt8]) -> Bool {
        var depth = 0
        var i = 0
        while i < s.count {
            let c = s[i]
            if c == 47, i + 1 < s.count, s[i + 1] == 47 {
                while i < s.count, s[i] != 10 { i += 1 }
                continue
            }
            if c == 47, i + 1 < s.count, s[i + 1] == 42 {
                var nest = 1
                i += 2
                while i < s.count, nest > 0 {
                    if s[i] == 47, i + 1 < s.count, s[i + 1] == 42 { nest += 1; i += 1 }
                    else if s[i] == 42, i + 1 < s.count, s[i + 1] == 47 { nest -= 1; i += 1 }
                    i += 1
                }
                if nest > 0 { return true }
                continue
            }
            // `#"raw"#`: the string ends at `"` followed by as many `#` as opened it, and a
            // backslash escapes only when followed by those `#` too.
            var hashes = 0
            if c == 35 {
                while i + hashes < s.count, s[i + hashes] == 35 { hashes += 1 }
                if i + hashes < s.count, s[i + hashes] == 34 { i += hashes } else { hashes = 0 }
            }
            if s[i] == 34 {
                func hashesAt(_ j: Int) -> Bool {
                    guard j + hashes <= s.count else { return false }
                    return (0..<hashes).allSatisfy { s[j + $0] == 35 }
                }
                let multi = i + 2 < s.count && s[i + 1] == 34 && s[i + 2] == 34
                i += multi ? 3 : 1
                var closed = false
                while i < s.count {
                    if s[i] == 92, hashesAt(i + 1) { i += 2 + hashes; continue }
                    if multi {
                        if s[i] == 34, i + 2 < s.count, s[i + 1] == 34, s[i + 2] == 34, hashesAt(i + 3) {
                            i += 3 + hashes; closed = true; break
                        }
                    } else {
                        if s[i] == 34, hashesAt(i + 1) { i += 1 + hashes; closed = true; break }
                        if s[i] == 10 { closed = true; break }
                    }
                    i += 1
                }
                if !closed && multi { return true }
                continue
            }
            if c == 40 || c == 91 || c == 123 { depth += 1 }
            if c == 41 || c == 93 || c == 125 { depth -= 1 }
            i += 1
        }
        return depth > 0
    }
}
