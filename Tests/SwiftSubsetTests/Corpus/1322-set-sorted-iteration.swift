let favoriteGenres: Set = ["Rock", "Classical", "Hip hop"]
for genre in favoriteGenres.sorted() {
    print("\(genre)")
}
