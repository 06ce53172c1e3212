/// A position in the source: 1-based line and column (UTF-8 bytes, as swiftc counts) and the byte offset.
struct SourcePos: Sendable, Equatable, Comparable {
    var line: Int
    var column: Int
    var offset: Int

    static let start = SourcePos(line: 1, column: 1, offset: 0)

    static func < (lhs: SourcePos, rhs: SourcePos) -> Bool { lhs.offset < rhs.offset }
}
