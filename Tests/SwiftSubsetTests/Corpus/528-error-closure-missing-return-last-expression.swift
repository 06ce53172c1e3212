func apply(_ f: (Int) -> Int) -> Int { f(1) }
print(apply { x in
    let y = x * 2
    y + 1
})
