var n = 0
repeat {
    n += 3
    if n > 10 {
        break
    }
} while true
print(n)
