func addOne(_ x: inout Int) { x += 1 }
var counts = [0, 0, 0]
addOne(&counts[1])
addOne(&counts[1])
print(counts)
var d = ["a": 1]
func reset(_ v: inout [String: Int]) { v["a"] = 0; v["b"] = 2 }
reset(&d)
print(d["a"]!, d["b"]!)
