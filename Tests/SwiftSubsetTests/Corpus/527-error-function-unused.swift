var count = 0
let add = { count += 1 }
add
print(count)
