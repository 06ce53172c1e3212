protocol Resizable {
    var width: Int { get set }
}
struct Box: Resizable { var width = 1 }
var b: any Resizable = Box()
b.width = 9
print(b.width)
