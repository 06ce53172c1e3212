var xs = [1, 2, 3]
for x in xs {
    xs.append(x * 10)
}
print(xs)
