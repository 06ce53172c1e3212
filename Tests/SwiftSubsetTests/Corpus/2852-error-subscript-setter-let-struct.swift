// A struct held in a `let` cannot change through its subscript's setter.
struct Pad {
    var keys = ["a", "b"]
    subscript(k: Int) -> String {
        get { keys[k] }
        set { keys[k] = newValue }
    }
}
let pad = Pad()
print(pad[0])
pad[1] = "z"
