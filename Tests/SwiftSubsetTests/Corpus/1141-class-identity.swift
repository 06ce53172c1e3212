class Playlist { var minutes = 0.0 }
let a = Playlist()
let b = a
let c = Playlist()
print(a === b)
print(a === c)
print(a !== c)
