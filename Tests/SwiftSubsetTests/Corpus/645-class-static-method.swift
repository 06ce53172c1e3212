class IDMaker {
    static var next = 1
    static func make() -> Int {
        let id = next
        next += 1
        return id
    }
}
print(IDMaker.make())
print(IDMaker.make())
print(IDMaker.next)
