protocol Named {
    var name: String { get }
}
print("ok")
