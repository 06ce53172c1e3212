protocol Resizable {
    var width: Int { get set }
}
struct Box: Resizable { var width = 1 }
var item: any Resizable = Box()
item.width = 4
item.width += 2
print(item.width)
