// Protocols and extensions, our own walk-through: items that can be restocked.
protocol Restockable {
    var shelfNote: String { get }
    mutating func restock()
}

class Pantry: Restockable {
    var shelfNote: String = "Pantry: rice, beans."
    var jars: Int = 12
    func restock() {
        shelfNote += " Lentils added."
    }
}
var pantry = Pantry()
pantry.restock()
let pantryNote = pantry.shelfNote
print(pantryNote)

struct Toolbox: Restockable {
    var shelfNote: String = "Toolbox"
    mutating func restock() {
        shelfNote += " [new screws]"
    }
}
var toolbox = Toolbox()
toolbox.restock()
toolbox.restock()
print(toolbox.shelfNote)

extension Int: Restockable {
    var shelfNote: String {
        return "\(self) units on the shelf"
    }
    mutating func restock() {
        self += 25
    }
}
print(3.shelfNote)
var boxes = 10
boxes.restock()
print(boxes.shelfNote)

let anyShelf: any Restockable = pantry
print(anyShelf.shelfNote)
let shelves: [any Restockable] = [toolbox, 8, pantry]
for shelf in shelves {
    print(shelf.shelfNote)
}
