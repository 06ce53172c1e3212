let f: (Int) -> Int = { $0 + $1 }
