protocol Resizable {
    var width: Int { get set }
}
struct Box: Resizable { var width = 1 }
let b: Resizable = Box()
b.width = 2
print(b.width)
