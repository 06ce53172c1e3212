// AnyHashable compares the wrapped values: same type and equal.
print(AnyHashable(1) == AnyHashable(1))
print(AnyHashable(1) == AnyHashable("1"))
print(AnyHashable("a") != AnyHashable("b"))
let info: [AnyHashable: Any]? = ["isLocal": true]
if let info = info, let local = info["isLocal"] as? Bool {
    print("local", local)
}
var counts: [AnyHashable: Int] = [:]
counts["x"] = 1
counts[AnyHashable(2)] = 2
counts["x"] = 3
print(counts.count, counts["x"] ?? 0, counts[2] ?? 0)
let empty: [AnyHashable: Any]? = nil
print(empty?.count ?? 0)
