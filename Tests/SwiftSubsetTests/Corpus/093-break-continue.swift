for i in 1...10 {
    if i % 2 == 0 {
        continue
    }
    if i > 7 {
        break
    }
    print(i)
}
