let f: (Int) -> String = { x in x * 2 }
print(f(1))
