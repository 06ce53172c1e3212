let total = 5
let parts = 2.0
print(total / parts)
