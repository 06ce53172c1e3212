struct Plant {
    let genus: String
    init?(genus: String) {
        if genus.isEmpty { return nil }
        self.genus = genus
    }
}
let fern = Plant(genus: "Asplenium")
if let found = fern {
    print("A plant of the genus \(found.genus)")
}
let blank = Plant(genus: "")
if blank == nil {
    print("A plant needs a genus")
}
enum Grade {
    case pass, merit, distinction
    init?(letter: Character) {
        switch letter {
        case "P": self = .pass
        case "M": self = .merit
        case "D": self = .distinction
        default: return nil
        }
    }
}
let merit = Grade(letter: "M")
print(merit as Any)
print(Grade(letter: "Z") as Any)
