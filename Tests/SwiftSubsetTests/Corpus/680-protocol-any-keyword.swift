protocol Named {
    var name: String { get }
}
struct Cat: Named { var name: String }
let pet: any Named = Cat(name: "Tom")
print(pet.name)
print(pet)
