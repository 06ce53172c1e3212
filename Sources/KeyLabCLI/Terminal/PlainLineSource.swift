import KeyLab

/// Lines from standard input with no prompt and no line editing, for pipes,
/// scripts and `TERM=dumb`.
struct PlainLineSource: LineSource {
    mutating func nextLine(continuation: Bool) -> String? {
        readLine(strippingNewline: true)
    }
}
