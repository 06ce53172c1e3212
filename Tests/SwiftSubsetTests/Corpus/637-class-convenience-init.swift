class Food {
    var name: String
    init(name: String) { self.name = name }
    convenience init() {
        self.init(name: "[Unnamed]")
    }
}
let a = Food()
let b = Food(name: "Bacon")
print(a.name, b.name)
