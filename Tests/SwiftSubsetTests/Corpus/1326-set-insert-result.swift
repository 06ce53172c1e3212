var s: Set = [1]
let (inserted, member) = s.insert(1)
print(inserted, member)
print(s.insert(2).inserted)
