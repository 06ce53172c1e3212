class Base {
    var x: Int
    init() { x = 0 }
}
class Sub: Base {
    var y: Int
    override init() {
        print(x)
        y = 1
        super.init()
    }
}
