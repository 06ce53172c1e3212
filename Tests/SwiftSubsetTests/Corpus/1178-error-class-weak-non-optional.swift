class Owner {}
class Pet {
    weak var owner: Owner
    init(owner: Owner) { self.owner = owner }
}
