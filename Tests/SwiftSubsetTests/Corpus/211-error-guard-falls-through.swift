func f(_ n: Int?) {
    guard let v = n else {
        print("nil")
    }
    print(v)
}
