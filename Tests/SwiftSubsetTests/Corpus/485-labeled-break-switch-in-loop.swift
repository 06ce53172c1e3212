var n = 0
loop: while true {
    n += 1
    switch n {
    case 1, 2: continue loop
    case 5: break loop
    default: print("n is", n)
    }
}
print("stopped at", n)
