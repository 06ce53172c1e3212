extension String {
    subscript(offset: Int) -> Character {
        self[index(startIndex, offsetBy: offset)]
    }
}
extension Double {
    subscript(places: Int) -> Double {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        return (self * factor).rounded() / factor
    }
}
let word = "keyboard"
print(word[0], word[3])
print(3.14159[2])
