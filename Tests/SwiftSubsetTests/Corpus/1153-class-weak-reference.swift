class Gardener {
    let name: String
    init(name: String) { self.name = name }
    var plot: Allotment?
    deinit { print("gardener \(name) left") }
}
class Allotment {
    let number: Int
    init(number: Int) { self.number = number }
    weak var keeper: Gardener?
    deinit { print("plot \(number) cleared") }
}
var mira: Gardener? = Gardener(name: "Mira")
var plot12: Allotment? = Allotment(number: 12)
mira!.plot = plot12
plot12!.keeper = mira
print(plot12!.keeper?.name ?? "nobody")
mira = nil
print(plot12!.keeper == nil)
plot12 = nil
