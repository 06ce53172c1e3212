protocol Row {
    associatedtype Cell
    subscript(i: Int) -> Cell { get }
}
struct Letters: Row {
    var text: String
    subscript(i: Int) -> Character { Array(text)[i] }
}
print(Letters(text: "swift")[2])
