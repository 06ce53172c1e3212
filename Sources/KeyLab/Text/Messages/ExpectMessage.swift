/// What `:expect` answers when the number is not as expected.
enum ExpectMessage: String, CaseIterable, MessageEntry {
    case mismatch

    var english: String {
        switch self {
        case .mismatch: return "error: expected {path} {op} {expected}, found {found}"
        }
    }

    var korean: String {
        switch self {
        case .mismatch: return "오류: 기대한 값은 {path} {op} {expected}, 실제 값은 {found}"
        }
    }
}

extension Messages {
    /// A failed `:expect PATH OP NUMBER` (numbers already formatted).
    func expectMismatch(path: String, op: String, expected: String, found: String) -> String {
        text(ExpectMessage.mismatch, ["path": path, "op": op, "expected": expected, "found": found])
    }
}
