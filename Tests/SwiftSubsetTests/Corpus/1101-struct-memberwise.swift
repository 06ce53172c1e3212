struct Shelf {
    var slots = 0
    var depth = 0
}
let pantryShelf = Shelf(slots: 12, depth: 40)
print(pantryShelf.slots, pantryShelf.depth)
let deepShelf = Shelf(depth: 60)
print(deepShelf.slots, deepShelf.depth)
