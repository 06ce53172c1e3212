/// The names a host module's files declare at the top level (types,
/// typealiases, functions, constants), found by a light scan of the text
/// rather than a full parse: comments and string literals are skipped and
/// only declarations outside every brace count, so a nested type never
/// passes for a module-level one. Used to tell a learner who forgot
/// `import UIKit` which import declares the name they used.
enum HostDeclarationScan {
    static let introducers: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "actor", "func", "let", "var"]

    static func topLevelNames(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var names: [String] = []
        var depth = 0
        var previous = ""
        var i = 0
        func at(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != 10 { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                i += 2
                while i < bytes.count, !(bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/")) { i += 1 }
                i += 2
                continue
            }
            if c == UInt8(ascii: "\"") {
                i = endOfString(bytes, from: i)
                previous = ""
                continue
            }
            if isIdentifierStart(c) {
                var end = i
                while end < bytes.count, isIdentifierStart(bytes[end]) || (bytes[end] >= 48 && bytes[end] <= 57) { end += 1 }
                let word = String(decoding: bytes[i..<end], as: UTF8.self)
                if depth == 0, introducers.contains(previous) { names.append(word) }
                previous = word
                i = end
                continue
            }
            if c == UInt8(ascii: "{") { depth += 1 }
            if c == UInt8(ascii: "}") { depth = max(0, depth - 1) }
            if c != 32, c != 9, c != 10, c != 13 { previous = "" }
            i += 1
        }
        return names
    }

    private static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c >= 0x80
    }

    /// The index after the string literal starting at `start` (`"…"` or `"""…"""`).
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let triple = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var i = start + (triple ? 3 : 1)
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
            if bytes[i] == quote {
                if !triple { return i + 1 }
                if i + 2 < bytes.count, bytes[i + 1] == quote, bytes[i + 2] == quote { return i + 3 }
            }
            if !triple, bytes[i] == 10 { return i + 1 }
            i += 1
        }
        return i
    }
}
