// A get-only static subscript reads from the type itself.
enum Palette {
    static let names = ["red", "green", "blue"]
    static subscript(index: Int) -> String {
        names[index % names.count]
    }
    static subscript(initial letter: Character) -> String? {
        names.first { $0.first == letter }
    }
}

struct Powers {
    static subscript(base: Int, exponent: Int) -> Int {
        var result = 1
        for _ in 0..<exponent { result *= base }
        return result
    }
}

print(Palette[1], Palette[4])
print(Palette[initial: "b"] ?? "none", Palette[initial: "x"] ?? "none")
print(Powers[2, 10], Powers[3, 3])
