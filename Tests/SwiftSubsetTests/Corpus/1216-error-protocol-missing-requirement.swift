protocol Named {
    var name: String { get }
}
struct Dog: Named {
    var title: String
}
