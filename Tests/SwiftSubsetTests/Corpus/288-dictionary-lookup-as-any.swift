let d = ["k": 5]
print(d["k"] as Any, d["z"] as Any)
