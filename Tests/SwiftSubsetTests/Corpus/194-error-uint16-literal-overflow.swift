let port: UInt16 = 70000
print(port)
