enum Size: Comparable {
    case small(Int)
    case medium
    case large(String, Int)
}
print(Size.small(3) < Size.small(5), Size.small(5) < Size.small(3), Size.small(9) < Size.large("a", 1))
print(Size.large("b", 1) < Size.large("a", 2), Size.large("a", 1) < Size.large("a", 2))
print(Size.medium < Size.small(1), Size.small(100) <= Size.medium, Size.large("z", 0) > Size.medium)
let sizes: [Size] = [.large("b", 1), .small(2), .medium, .large("a", 5), .small(1), .large("a", 2)]
print(sizes.sorted())
print(sizes.max()!, sizes.min()!)
print(sizes.sorted(by: >))
enum Priority: Comparable { case low, high }
enum Task: Comparable { case todo(Priority, String), done }
print([Task.done, .todo(.high, "b"), .todo(.low, "z"), .todo(.high, "a")].sorted())
