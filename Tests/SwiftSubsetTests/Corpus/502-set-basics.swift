var letters = Set<Character>()
print(letters.count)
letters.insert("a")
print(letters.count)
var favoriteGenres: Set<String> = ["Rock", "Classical", "Hip hop"]
print("I have \(favoriteGenres.count) favorite music genres.")
if let removedGenre = favoriteGenres.remove("Rock") {
    print("\(removedGenre)? I'm over it.")
}
print(favoriteGenres.contains("Funk"))
for genre in favoriteGenres.sorted() {
    print("\(genre)")
}
