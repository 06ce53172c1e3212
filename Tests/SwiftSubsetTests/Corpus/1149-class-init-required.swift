class Plant {
    var species: String
    init(species: String) {
        self.species = species
    }
    convenience init() {
        self.init(species: "[unknown seedling]")
    }
}
let fern = Plant(species: "Fern")
print(fern.species)
let seedling = Plant()
print(seedling.species)
