protocol Copyable2 {
    func duplicate() -> Self
}

struct Sheet: Copyable2 {
    var ink: Int
    func duplicate() -> Sheet { Sheet(ink: ink - 1) }
}

let items: [Copyable2] = [Sheet(ink: 5)]
print(items[0].duplicate())
