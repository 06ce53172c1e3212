class Library {
    let town: String
    var card: ReaderCard?
    init(town: String) { self.town = town }
    deinit { print("\(town) library closed") }
}
class ReaderCard {
    let serial: Int
    unowned let library: Library
    init(serial: Int, library: Library) {
        self.serial = serial
        self.library = library
    }
    deinit { print("card \(serial) shredded") }
}
var branch: Library? = Library(town: "Eastfield")
branch!.card = ReaderCard(serial: 4_417, library: branch!)
print(branch!.card!.library.town, branch!.card!.serial)
branch = nil
