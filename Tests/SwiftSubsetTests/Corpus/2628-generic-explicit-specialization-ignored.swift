func identity<T>(_ x: T) -> T { x }
print(identity<Double>(3))
print(identity<String>("hi"))
