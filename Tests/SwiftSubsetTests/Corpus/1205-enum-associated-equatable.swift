enum Token: Equatable {
    case number(Int)
    case word(String)
}
print(Token.number(1) == .number(1))
print(Token.word("a") == .number(1))
