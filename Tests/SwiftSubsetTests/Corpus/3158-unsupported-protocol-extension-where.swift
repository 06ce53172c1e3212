// Generics: a protocol extension constrained on an associated type
protocol Shelf { associatedtype Book; var books: [Book] { get } }
struct Numbers: Shelf { var books = [3, 1, 2] }
extension Shelf where Book: Comparable {
    var firstInOrder: Book? { books.min() }
}
print(Numbers().firstInOrder as Any)
