// Protocols: a requirement satisfied by a protocol extension's default, used on concrete values
protocol Badge {
    var title: String { get }
    var framed: String { get }
    func shout() -> String
}
extension Badge {
    var framed: String { "[" + title + "]" }
    func shout() -> String { title.uppercased() }
}
struct Gold: Badge { var title: String { "gold" } }
struct Silver: Badge { var title = "silver"; var framed: String { "(" + title + ")" } }
print(Gold().framed, Gold().shout())
let s = Silver()
print(s.framed, s.shout())
let all: [Badge] = [Gold(), s]
print(all.map { $0.framed })
