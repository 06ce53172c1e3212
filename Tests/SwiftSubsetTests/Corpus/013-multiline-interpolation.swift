let n = 3
let text = """
Count: \(n)
Double: \(n * 2)
"""
print(text)
