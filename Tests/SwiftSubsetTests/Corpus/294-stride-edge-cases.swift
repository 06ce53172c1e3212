for i in stride(from: 5, to: 5, by: 1) {
    print("never", i)
}
for i in stride(from: 0, through: 1, by: 5) {
    print("once", i)
}
for x in stride(from: 1.0, through: 2.0, by: 0.5) {
    print(x)
}
