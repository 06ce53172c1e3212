// A property wrapper keeps a value inside limits; a struct and a class use it.
@propertyWrapper
struct AtMost {
    private var stored = 0
    private let ceiling: Int
    var wrappedValue: Int {
        get { stored }
        set { stored = min(newValue, ceiling) }
    }
    init() { ceiling = 10 }
    init(wrappedValue: Int) {
        ceiling = 10
        stored = min(wrappedValue, ceiling)
    }
    init(wrappedValue: Int, ceiling: Int) {
        self.ceiling = ceiling
        stored = min(wrappedValue, ceiling)
    }
}

struct Shelf {
    @AtMost var books: Int
    @AtMost var plants: Int = 4
    @AtMost(ceiling: 3) var lamps: Int = 5
    @AtMost(wrappedValue: 1, ceiling: 2) var clocks: Int
}

var shelf = Shelf()
print(shelf.books, shelf.plants, shelf.lamps, shelf.clocks)
shelf.books = 25
shelf.plants += 20
shelf.lamps = 2
shelf.clocks = 7
print(shelf.books, shelf.plants, shelf.lamps, shelf.clocks)

// The memberwise initializer takes the wrapped type when the property starts from a value.
let other = Shelf(books: AtMost(wrappedValue: 8), plants: 99)
print(other.books, other.plants, other.lamps)

class Garage {
    @AtMost(ceiling: 2) var cars: Int = 0
    var label = "garage"
    func park() -> Int {
        cars += 1
        return cars
    }
}
let g = Garage()
print(g.park(), g.park(), g.park(), g.label)
