struct Counter { var value = 0 }
func bump(_ n: inout Int) { n += 1 }
var c = Counter()
bump(&c.value)
bump(&c.value)
print(c.value)
