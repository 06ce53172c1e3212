protocol Flyer { func fly() -> String }
struct Bird: Flyer { func fly() -> String { "flap" } }
struct Rock {}
let things: [Any] = [Bird(), Rock()]
for t in things {
    if let f = t as? Flyer { print(f.fly()) } else { print("cannot fly") }
}
