var fns: [(Int) -> Int] = []
fns.append { $0 + 1 }
fns.append({ x in x * 2 })
print(fns.map { $0(10) })
print(fns[1](4))
