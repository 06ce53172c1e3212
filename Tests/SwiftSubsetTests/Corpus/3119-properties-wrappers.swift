// Properties: property wrappers with arguments and projected values
@propertyWrapper
struct Bounded {
    private var value: Int
    private let top: Int
    var projectedValue = false
    var wrappedValue: Int {
        get { value }
        set { if newValue > top { value = top; projectedValue = true } else { value = newValue; projectedValue = false } }
    }
    init(wrappedValue: Int, top: Int) { self.top = top; value = min(wrappedValue, top) }
}
struct Volume {
    @Bounded(top: 11) var level: Int = 3
    @Bounded(wrappedValue: 1, top: 5) var bass: Int
}
var v = Volume()
print(v.level, v.bass)
v.level = 20
print(v.level, v.$level)
v.level = 4
print(v.level, v.$level)
v.bass = 9
print(v.bass)
