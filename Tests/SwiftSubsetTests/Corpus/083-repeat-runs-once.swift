var count = 10
repeat {
    print("ran with \(count)")
    count += 1
} while count < 5
