class Base {
    let id: Int
    init(id: Int) { self.id = id }
}
class Derived: Base {
    let tag: String
    init(tag: String) {
        self.tag = tag
    }
}
