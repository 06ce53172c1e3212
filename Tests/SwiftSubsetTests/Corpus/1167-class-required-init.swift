class SomeClass {
    var v: Int
    required init() { v = 1 }
}
class SomeSubclass: SomeClass {
    required init() {
        super.init()
        v = 2
    }
}
print(SomeSubclass().v)
