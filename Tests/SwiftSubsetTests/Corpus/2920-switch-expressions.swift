// `switch` and `if` as values: in declarations, assignments, returns and implicit returns.
enum Weather { case sunny, rainy(mm: Int), windy(kmh: Int) }

let today = Weather.rainy(mm: 12)
let advice = switch today {
case .sunny: "hat"
case .rainy(let mm) where mm > 10: "boots"
case .rainy: "umbrella"
case .windy(let kmh): kmh > 50 ? "stay in" : "jacket"
}
print(advice)

let score = 73
let grade: Character = switch score { case 90...: "A" case 80..<90: "B" case 70..<80: "C" default: "F" }
print(grade)

var ratio: Double = 0
ratio = switch grade { case "A": 1 case "B", "C": 0.5 default: 0 }
print(ratio)

func label(_ n: Int) -> String {
    switch n {
    case ..<0: "negative"
    case 0: "zero"
    case 1...9: "digit"
    default: "large"
    }
}
print([-3, 0, 7, 42].map(label))

func parity(_ n: Int) -> String { if n % 2 == 0 { "even" } else { "odd" } }
print(parity(3), parity(8))

func bucket(_ n: Int) -> Int {
    return switch n / 10 { case 0: 1 case 1, 2: 2 default: 3 }
}
print(bucket(4), bucket(25), bucket(99))

struct Thermostat {
    var celsius: Double
    var mode: String {
        if celsius < 18 { "heat" } else if celsius > 24 { "cool" } else { "idle" }
    }
    func describe() -> String {
        switch mode { case "heat": "warming up" case "cool": "cooling down" default: "resting" }
    }
}
for c in [15.0, 21.5, 30.0] {
    let t = Thermostat(celsius: c)
    print(t.mode, t.describe())
}

// A branch may throw instead of giving a value.
enum SizeError: Error { case unknown(String) }
func size(_ code: String) throws -> Int {
    let n = switch code {
    case "S": 1
    case "M": 2
    case "L": 3
    default: throw SizeError.unknown(code)
    }
    return n * 10
}
do {
    print(try size("M"))
    print(try size("XL"))
} catch {
    print("error:", error)
}
