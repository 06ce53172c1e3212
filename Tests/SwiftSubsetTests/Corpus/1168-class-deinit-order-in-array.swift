class Tag {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("free \(n)") }
}
var tags: [Tag] = [Tag(1), Tag(2)]
tags.removeFirst()
print("removed")
tags = []
print("end")
