// An initializer whose body ends in fatalError needs neither its properties
// nor super.init: it never returns (the pattern of `required init?(coder:)`
// in screens built in code).
class Base {
    var id: Int
    init(id: Int) { self.id = id }
}
class Screen: Base {
    let title: String
    init(title: String) {
        self.title = title
        super.init(id: 1)
    }
    init?(archive: [String]) {
        fatalError("init(archive:) has not been implemented")
    }
}
let s = Screen(title: "Login")
print(s.title, s.id)
