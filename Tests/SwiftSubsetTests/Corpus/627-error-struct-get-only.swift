struct Square {
    var side = 2
    var area: Int { side * side }
}
var s = Square()
s.area = 9
