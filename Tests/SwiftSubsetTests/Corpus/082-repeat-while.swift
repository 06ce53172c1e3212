var i = 0
repeat {
    print("i = \(i)")
    i += 1
} while i < 3
