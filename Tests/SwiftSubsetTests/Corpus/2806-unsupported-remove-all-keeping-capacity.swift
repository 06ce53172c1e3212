// removeAll(keepingCapacity:) empties the array and keeps its storage.
var a = [1, 2, 3]
a.removeAll(keepingCapacity: true)
print(a.isEmpty)
