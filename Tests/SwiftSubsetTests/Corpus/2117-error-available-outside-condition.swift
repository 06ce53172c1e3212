// #available is a condition, not a value.
let x = #available(iOS 13, *)
print(x)
