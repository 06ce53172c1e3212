class Base {
    deinit { print("Base deinit") }
}
class Derived: Base {
    deinit { print("Derived deinit") }
}
var d: Derived? = Derived()
d = nil
print("end")
