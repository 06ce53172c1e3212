protocol Named { var name: String { get } }
struct P: Named { var name = "a" }
var n: Named = P()
n.name = "b"
