// `?.map` is the wrapped array's map; `opt.map` without `?` is Optional's own.
let arr: [Int]? = [1, 2, 3]
print(arr?.map { $0 * 2 } as Any)
print(arr?.filter { $0 > 1 } as Any)
print(arr?.first as Any)
print(arr?.reduce(0, +) as Any)
let words: [String]? = ["b", "a"]
print(words?.sorted().joined(separator: ",") as Any)
let none: [Int]? = nil
print(none?.map { $0 * 2 } as Any)
let opt: Int? = 4
print(opt.map { $0 + 1 } as Any)
let nested: [Int]? = [5]
print(nested.map { $0.count } as Any)
struct Inner { var n = 1; func twice() -> Int { n * 2 } }
struct Outer { var inner = Inner(); var name = "o" }
let o: Outer? = Outer()
print(o?.inner.twice() as Any)
print(o?.name.uppercased() as Any)
