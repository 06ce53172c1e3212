// A literal branch of `? :` takes the type of the other branch.
let covered = 258.5
for hiding in [true, false] {
    let bottom = hiding ? 0 : max(0, covered - 20)
    print(bottom)
}
let count: Int8 = 7
let shown = count > 5 ? count : 0
print(shown, type(of: shown))
let ratio = covered > 100 ? 1 : covered / 100
print(ratio)
