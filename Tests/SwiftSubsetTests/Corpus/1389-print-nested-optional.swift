let inner: Int? = 5
let outer: Int?? = inner
print(outer as Any)
let empty: Int?? = .some(nil)
print(empty as Any)
