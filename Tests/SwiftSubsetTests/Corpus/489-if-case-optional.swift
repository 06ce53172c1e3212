let possible: Int? = 42
if case let value? = possible {
    print("has", value)
}
if case .some(let v) = possible, v > 40 {
    print("big", v)
}
let none: Int? = nil
if case .none = none { print("nothing") }
