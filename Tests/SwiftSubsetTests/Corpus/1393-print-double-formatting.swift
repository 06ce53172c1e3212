print(1.0, 0.1 + 0.2, 1e20, 1e-7, 100000000.0)
print(Float(0.1), Float(1) / 3)
print(2.0 * 3)
