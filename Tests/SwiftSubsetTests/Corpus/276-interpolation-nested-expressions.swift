let xs = [3, 1, 2]
let name: String? = nil
print("count \(xs.count), first \(xs[0]), sum \(xs[0] + xs[1] + xs[2])")
print("max \(max(xs[0], xs[1])) min \(min(4, 9))")
print("name \(name ?? "none") upper \("abc".uppercased())")
print("\(1)\(2)\(3)")
