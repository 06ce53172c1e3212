let pi = 3.14159
let big = 1e3
let small = 2.5e-3
let grouped = 1_000.5
let hexFloat = 0x1p4
print(pi, big, small, grouped, hexFloat)
