struct User {
    let id: Int
}
var u = User(id: 1)
u.id = 2
