var x: Int16 = 1
for i in 1...20 {
    x *= 2
    print(i, x)
}
