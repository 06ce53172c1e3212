let x: Any = 1
if let s = x as? Strin {
    print(s)
}
