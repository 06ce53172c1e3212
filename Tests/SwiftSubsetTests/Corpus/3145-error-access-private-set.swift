// Access Control: a private(set) property cannot be assigned from outside its type
struct Meter {
    private(set) var reading = 0
    mutating func tick() { reading += 1 }
}
var m = Meter()
m.tick()
m.reading = 10
print(m.reading)
