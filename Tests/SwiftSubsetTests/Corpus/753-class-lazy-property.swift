class ThumbnailCache {
    var folder = "thumbs/"
    init() { print("cache built") }
}
class Gallery {
    lazy var cache = ThumbnailCache()
    var photos: [String] = []
    lazy var caption = "gallery of \(photos.count) photos"
}
let gallery = Gallery()
gallery.photos.append("dunes.jpg")
gallery.photos.append("harbour.jpg")
print("no cache yet")
print(gallery.cache.folder)
print(gallery.cache.folder)
print(gallery.caption)
gallery.caption = "renamed"
print(gallery.caption)
