let f = { (x: Int) in
    return nil
}
print(f(1))
