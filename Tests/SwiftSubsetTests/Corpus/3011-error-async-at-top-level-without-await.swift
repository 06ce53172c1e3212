func measure() async -> Int { 42 }
let h = measure()
print(h)
