class Thing {}
let a = Thing()
let b = a
let c = Thing()
print(a === b)
print(a === c)
print(a !== c)
