final class Token: Hashable {
    static func == (a: Token, b: Token) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
var set = Set<Token>()
set.insert(Token())
print(set.count)
