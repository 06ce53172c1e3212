let s = "a"
s += "b"
