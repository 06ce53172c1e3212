class Plant {
    var species: String
    init(species: String) { self.species = species }
    convenience init() {
        self.init(species: "[unknown seedling]")
    }
}
let a = Plant()
let b = Plant(species: "Ivy")
print(a.species, b.species)
