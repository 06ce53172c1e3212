struct Token: ~Copyable {
    var id: Int
    func describe() -> String { "token \(id)" }
}
let t = Token(id: 7)
print(t.describe())
struct Plain: Copyable { var x = 1 }
print(Plain().x)
func identity<T: Copyable>(_ value: T) -> T { value }
print(identity(5), identity("five"))
func show<T: ~Copyable>(_ value: borrowing T) -> String { "shown" }
enum Mode: ~Copyable { case on, off }
let m = Mode.on
switch m {
case .on: print("on")
case .off: print("off")
}
