// `return nil` before a failable initializer gives its properties a value or
// calls `super.init`: swift accepts it, since that path leaves the initializer.
class Shape {
    let sides: Int
    init(sides: Int) { self.sides = sides }
    required init?(code: String) {
        return nil
    }
}

final class Polygon: Shape {
    let name: String
    init?(name: String, sides: Int) {
        if sides < 3 { return nil }
        self.name = name
        super.init(sides: sides)
    }
    required init?(code: String) {
        return nil
    }
}

final class Token {
    let text: String
    let weight: Int
    init?(_ raw: String) {
        if raw.isEmpty {
            return nil
        } else {
            text = raw
        }
        switch raw.count {
        case 1: weight = 1
        case 2, 3: weight = 2
        default: return nil
        }
    }
}

enum ParseError: Error { case empty }

struct Version {
    let major: Int
    init(_ s: String) throws {
        guard let n = Int(s) else { throw ParseError.empty }
        major = n
    }
}

print(Polygon(name: "line", sides: 2) == nil)
print(Polygon(name: "square", sides: 4)?.name ?? "none", Polygon(name: "square", sides: 4)?.sides ?? 0)
print(Polygon(code: "x") == nil, Shape(code: "y") == nil)
print(Token("") == nil, Token("ab")?.weight ?? 0, Token("long") == nil, Token("a")?.text ?? "")
print((try? Version("3"))?.major ?? -1, (try? Version("x"))?.major ?? -1)
