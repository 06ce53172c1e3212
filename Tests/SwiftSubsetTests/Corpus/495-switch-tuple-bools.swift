for a in [true, false] {
    for b in [true, false] {
        switch (a, b) {
        case (true, true): print("both")
        case (true, false), (false, true): print("one")
        case (false, false): print("none")
        default: print("?")
        }
    }
}
