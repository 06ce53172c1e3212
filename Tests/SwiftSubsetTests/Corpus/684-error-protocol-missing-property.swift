protocol Named {
    var name: String { get }
}
class Dog: Named {
    var title = "dog"
}
