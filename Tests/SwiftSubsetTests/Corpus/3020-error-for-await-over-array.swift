let xs = [1, 2, 3]
for await x in xs {
    print(x)
}
