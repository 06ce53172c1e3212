let a = Int("3")
let b = Int("4")
if let x = a, let y = b {
    print(x + y)
}
if let x = a, x > 5 {
    print("big")
} else {
    print("small")
}
