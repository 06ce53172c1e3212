protocol Named {
    var name: String { get }
}
struct Cat: Named {
    var name: String
    var lives = 9
}
let c: Named = Cat(name: "Tom")
print(c.lives)
