// Comparators that compare String and Double keys (and mix them with Int keys) sort as the calls would:
// ties keep the algorithm's order, NaN compares false, literals take part, Strings order by Unicode.
struct Track {
    let title: String
    let artist: String
    let rating: Double
    let plays: Int
}
let tracks = [
    Track(title: "Wave", artist: "Mina", rating: 4.5, plays: 12),
    Track(title: "Échelle", artist: "Ari", rating: 3.0, plays: 40),
    Track(title: "apple", artist: "Mina", rating: 4.5, plays: 7),
    Track(title: "Zed", artist: "Bo", rating: Double.nan, plays: 3),
    Track(title: "Eagle", artist: "Ari", rating: 5.0, plays: 40),
    Track(title: "Wave", artist: "Cy", rating: -0.0, plays: 12),
    Track(title: "Cafe\u{301}", artist: "Bo", rating: 0.0, plays: 1),
    Track(title: "Café", artist: "Ari", rating: 2.25, plays: 9),
]
print(tracks.sorted { $0.title < $1.title }.map { $0.title + "/" + $0.artist })
print(tracks.sorted { $0.artist > $1.artist || ($0.artist == $1.artist && $0.rating > $1.rating) }.map { $0.title })
print(tracks.sorted { $0.rating < $1.rating }.map { $0.rating })
print(tracks.sorted { $0.rating >= 4.0 && $1.rating < 4.0 }.map { $0.title })
print(tracks.sorted { $0.title == "Wave" && $1.title != "Wave" }.map { $0.artist })
print(tracks.sorted { $0.plays > $1.plays || ($0.plays == $1.plays && $0.title <= $1.title) }.map { $0.plays })
print(tracks.sorted { !($0.artist < $1.artist) }.map { $0.artist })
var names = tracks.map { $0.title }
names.sort { $0 > $1 }
print(names)
var scores = [2.5, -1.0, 0.1 + 0.2, 0.3, 1e-300, -0.0, 0.0]
scores.sort { $0 < $1 }
print(scores, ["b", "a", "c"].sorted { $0 < $1 }, [String]().sorted { $0 < $1 })
