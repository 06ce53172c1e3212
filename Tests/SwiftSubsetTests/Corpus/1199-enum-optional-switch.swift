let maybe: Int? = 3
switch maybe {
case .some(let v):
    print("got \(v)")
case .none:
    print("nothing")
}
