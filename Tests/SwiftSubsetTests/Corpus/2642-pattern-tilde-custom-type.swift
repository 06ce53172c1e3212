struct Even {}
func ~= (pattern: Even, value: Int) -> Bool { value % 2 == 0 }
for n in 1...4 {
    switch n {
    case Even(): print(n, "even")
    default: print(n, "odd")
    }
}
