class MediaItem {
    var name: String
    init(name: String) { self.name = name }
}
class Movie: MediaItem {
    var director = "?"
}
class Song: MediaItem {
    var artist = "?"
}
let items: [MediaItem] = [Movie(name: "Casablanca"), Song(name: "Hey Jude")]
for item in items {
    if let movie = item as? Movie {
        print("Movie: \(movie.name), dir. \(movie.director)")
    } else if let song = item as? Song {
        print("Song: \(song.name), by \(song.artist)")
    }
}
