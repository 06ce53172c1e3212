let t = ()
print(t)
let u: () = ()
print(type(of: u))
