import Testing
@testable import KeyLab

/// The `^~~~` under an error is as wide on the terminal as what it marks:
/// a Hangul syllable takes two columns and three UTF-8 bytes.
@Suite("carets under Hangul")
struct HangulCaretTests {
    @Test("an unknown Hangul name is underlined by its columns, not its bytes")
    func underlineWidth() {
        let session = Session()
        #expect(session.handle("print(이름)").output == "error: cannot find '이름' in scope\nprint(이름)\n      ^~~~\n")
        // After a Hangul name the caret still lands under its column.
        _ = session.handle("let 나이 = 3")
        let reply = session.handle("print(나이, 이름표)")
        #expect(reply.output.hasSuffix("print(나이, 이름표)\n            ^~~~~~\n"), "\(reply.output)")
    }
}
