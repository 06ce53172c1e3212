let xs = [10, 20, 30]
for i in 0...3 {
    print(xs[i])
}
