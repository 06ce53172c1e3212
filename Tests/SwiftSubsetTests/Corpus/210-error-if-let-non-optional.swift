let n = 5
if let m = n {
    print(m)
}
