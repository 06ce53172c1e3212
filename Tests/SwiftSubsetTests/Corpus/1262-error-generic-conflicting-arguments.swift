func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
print(same(1, "one"))
