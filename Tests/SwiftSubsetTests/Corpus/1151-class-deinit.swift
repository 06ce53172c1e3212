class Player {
    var name: String
    init(name: String) {
        self.name = name
        print("\(name) joins")
    }
    deinit {
        print("\(name) leaves")
    }
}
var player: Player? = Player(name: "Ann")
print("playing")
player = nil
print("done")
