// A generic function over two sequences whose elements must match: a string and an
// array literal of one-letter strings (read as Characters), arrays of numbers.
func sharesElement<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> Bool
    where A.Element: Equatable, A.Element == B.Element {
    for x in a {
        for y in b where x == y { return true }
    }
    return false
}

print(sharesElement("swift", ["x", "t"]))
print(sharesElement("kiwi", ["a", "e"]))
print(sharesElement([1, 2, 3], [9, 3]))
print(sharesElement(["ab", "cd"], ["cd"]))

func countShared<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> Int
    where A.Element: Hashable, A.Element == B.Element {
    Set(a).intersection(Set(b)).count
}
print(countShared("banana", ["a", "n", "z"]))
