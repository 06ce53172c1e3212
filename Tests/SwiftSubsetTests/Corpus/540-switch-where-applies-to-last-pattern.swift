for n in [1, 2, 7, 9] {
    switch n {
    case 1, 7 where n > 5: print(n, "hit")
    default: print(n, "miss")
    }
}
