class SpellChecker {
    var dictionary = "en-GB"
    init() { print("spell checker loaded") }
}
class Editor {
    lazy var checker = SpellChecker()
    var lines: [String] = []
}
let editor = Editor()
editor.lines.append("Dear Sir")
print("before")
print(editor.checker.dictionary)
