var seen: Set<Int> = []
for n in [3, 1, 3, 2, 1] {
    if seen.insert(n).inserted {
        print("new", n)
    } else {
        print("seen", n)
    }
}
print(seen.count, seen.sorted())
