let (q, r) = 17.quotientAndRemainder(dividingBy: 5)
print(q, r)
let t = (-7).quotientAndRemainder(dividingBy: 2)
print(t, t.quotient)
