protocol Factory {
    static func build(size: Int) -> Self
}

struct Brick: Factory {
    var size: Int
    static func build(_ size: Int) -> Brick { Brick(size: size) }
}
print(Brick.build(2).size)
