func identity<T>(_ x: T) -> T { x }
print(identity<Int>(3))
