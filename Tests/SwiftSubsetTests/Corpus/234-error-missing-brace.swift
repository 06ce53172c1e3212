if true {
    print("x")
