protocol Labelled { var label: String { get } }
protocol Weighed { var kilograms: Int { get } }
struct Suitcase: Labelled, Weighed {
    var label: String
    var kilograms: Int
}
func checkIn(_ bag: Labelled & Weighed) {
    print("\(bag.label): \(bag.kilograms) kg\(bag.kilograms > 23 ? ", overweight" : "")")
}
checkIn(Suitcase(label: "blue hardshell", kilograms: 19))
checkIn(Suitcase(label: "duffel", kilograms: 27))
