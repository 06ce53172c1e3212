let x: Int? = 5
if case .some(let v) = x { print(v) }
switch x {
case let v? where v > 3: print("big \(v)")
case _?: print("small")
case nil: print("none")
}
