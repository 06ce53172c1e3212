var name: String! = nil
print("before")
let n: String = name
print(n)
