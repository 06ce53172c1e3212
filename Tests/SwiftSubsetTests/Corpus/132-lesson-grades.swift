func grade(for score: Int) -> String {
    switch score {
    case 90...100: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    default: return "F"
    }
}
print(grade(for: 95), grade(for: 83), grade(for: 40))
