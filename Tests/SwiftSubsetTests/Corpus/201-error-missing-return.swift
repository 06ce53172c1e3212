func double(_ n: Int) -> Int {
    let d = n * 2
    print(d)
}
