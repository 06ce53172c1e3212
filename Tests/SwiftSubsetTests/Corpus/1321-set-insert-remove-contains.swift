var favoriteGenres: Set<String> = ["Rock"]
favoriteGenres.insert("Jazz")
print(favoriteGenres.contains("Jazz"))
if let removedGenre = favoriteGenres.remove("Rock") {
    print("\(removedGenre)? I'm over it.")
}
print(favoriteGenres.remove("Funk") as Any)
print(favoriteGenres.count)
