struct Point { var x = 0 }
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
print(same(1, 1))
print(same("a", "b"))
