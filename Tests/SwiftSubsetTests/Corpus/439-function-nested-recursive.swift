func countdown(from n: Int) -> [Int] {
    var out: [Int] = []
    func step(_ k: Int) {
        if k < 0 { return }
        out.append(k)
        step(k - 1)
    }
    step(n)
    return out
}
print(countdown(from: 4))
