protocol Flippable {
    mutating func flip()
}
enum Page: Flippable {
    case front, back
    mutating func flip() {
        switch self {
        case .front: self = .back
        case .back: self = .front
        }
    }
}
var page = Page.front
page.flip()
print(page)
