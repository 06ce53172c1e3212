/// A Swift keyword the lexer tells apart from identifiers. The parser checks keywords by case
/// (`isKeyword(.func)`), so a misspelt keyword is a compile error instead of a check that never
/// matches. The raw value is the spelling.
enum Keyword: String, CaseIterable, Sendable {
    case `let`, `var`, `func`, `if`, `else`, `guard`, `while`, `repeat`, `for`, `in`
    case `switch`, `case`, `default`, `break`, `continue`, `return`, `true`, `false`, `nil`, `where`
    case `fallthrough`, `struct`, `class`, `enum`, `protocol`, `extension`, `import`, `typealias`, `init`, `deinit`
    case `throw`, `throws`, `try`, `catch`, `do`, `defer`, `inout`, `static`, `private`, `public`
    case `internal`, `fileprivate`, `open`, `final`, `lazy`, `weak`, `unowned`, `override`, `mutating`, `subscript`
    case `operator`, `associatedtype`, `self`, `Self`, `super`, `is`, `as`, `async`, `await`, `actor`
    case `indirect`, `rethrows`, `some`, `any`
}
