func overlaps<Left: Sequence, Right: Sequence>(_ left: Left, _ right: Right) -> Bool
    where Left.Element: Equatable, Left.Element == Right.Element
{
    for l in left {
        for r in right {
            if l == r {
                return true
            }
        }
    }
    return false
}
print(overlaps([10, 20, 30], [30]))
print(overlaps([10, 20], [25]))
print(overlaps(5...9, [1, 9]))
