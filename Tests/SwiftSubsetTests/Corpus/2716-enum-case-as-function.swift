enum Token {
    case word(String)
    case number(Int)
}
let words = ["let", "x"].map(Token.word)
let numbers = [1, 2].map(Token.number)
print(words)
print(numbers)
let make = Token.number
print(make(7))
