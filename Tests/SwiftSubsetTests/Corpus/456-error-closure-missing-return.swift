let f: (Int) -> Int = { (x: Int) -> Int in
    if x > 0 { return 1 }
}
print(f(1))
