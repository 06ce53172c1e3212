extension ValueFormatter {
    /// How many children the REPL echo shows per level before a `...` line, as lldb does.
    ///
    /// lldb's `ValueObjectPrinter::GetMaxNumChildrenToPrint` stops at the target setting
    /// `target.max-children-count` (default 256), and `PrintChildrenPostamble` then writes
    /// `...` on a line of its own at the children's indentation before the closing `}`
    /// (llvm-project, lldb/source/DataFormatters/ValueObjectPrinter.cpp). The header
    /// (`100000 values`) still gives the full count. Only the shown children are formatted, so
    /// echoing a huge collection costs no more than echoing 256 elements. `print` is not
    /// affected: it writes every element, as Swift does.
    static let replMaxChildren = 256

    /// The line lldb adds after the last shown child of a truncated collection.
    static func replTruncationLine(count: Int, indent: Int) -> String {
        count > replMaxChildren ? String(repeating: " ", count: indent + 2) + "...\n" : ""
    }
}
