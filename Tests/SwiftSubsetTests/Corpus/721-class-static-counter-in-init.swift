class Player {
    static var count = 0
    let name: String
    init(name: String) {
        self.name = name
        Player.count += 1
    }
}
let a = Player(name: "a")
let b = Player(name: "b")
print(Player.count, a.name, b.name)
