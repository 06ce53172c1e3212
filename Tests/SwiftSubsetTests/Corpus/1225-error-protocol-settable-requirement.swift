protocol Named {
    var name: String { get set }
}
struct Tag: Named {
    let name = "swift"
}
