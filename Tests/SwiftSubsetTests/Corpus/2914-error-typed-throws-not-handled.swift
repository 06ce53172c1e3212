enum CoinError: Error { case bent }

func flip(_ n: Int) throws(CoinError) -> Bool {
    if n == 3 { throw .bent }
    return n % 2 == 0
}

func flips() -> [Bool] {
    var out: [Bool] = []
    for n in 1...4 {
        do {
            out.append(try flip(n))
        } catch .bent {
            out.append(false)
        }
    }
    return out
}
print(flips())
