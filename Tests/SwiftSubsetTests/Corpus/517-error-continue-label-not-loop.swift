let x = 3
check: if x > 1 {
    for i in 0..<2 {
        if i == 1 { continue check }
    }
}
