let xs = [1, 2, 3]
for (i, x) in xs {
    print(i, x)
}
