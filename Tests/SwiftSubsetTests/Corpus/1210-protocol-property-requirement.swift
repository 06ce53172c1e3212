protocol Titled {
    var title: String { get }
}
struct Podcast: Titled {
    var title: String
}
let show = Podcast(title: "Night Shift Radio")
print(show.title)
