struct User {
    let id: Int
    var name: String
    let kind = "user"
}
let u = User(id: 7, name: "Ann")
print(u)
