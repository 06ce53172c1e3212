// Type Casting: is, as?, as!, Any, AnyObject, downcasting in switch
class Media { let name: String; init(_ n: String) { name = n } }
class Film: Media { let director: String; init(_ n: String, by d: String) { director = d; super.init(n) } }
class Song: Media { let artist: String; init(_ n: String, by a: String) { artist = a; super.init(n) } }
let library = [Film("Up", by: "Docter"), Song("Hey", by: "B"), Film("Jaws", by: "S"), Song("So", by: "P")]
var films = 0, songs = 0
for item in library { if item is Film { films += 1 } else if item is Song { songs += 1 } }
print(films, songs, type(of: library))
for item in library {
    if let f = item as? Film { print("film", f.name, f.director) }
    else if let s = item as? Song { print("song", s.name, s.artist) }
}
let first = library[0] as! Film
print(first.director)
var things: [Any] = [0, 0.0, 42, 3.5, "hi", (1.0, 2.0), Film("X", by: "Y"), { (s: String) -> String in s + "!" }, Optional<Int>.none as Any]
for t in things {
    switch t {
    case 0 as Int: print("zero int")
    case 0 as Double: print("zero double")
    case let i as Int: print("int", i)
    case let d as Double where d > 0: print("positive double", d)
    case let s as String: print("string", s)
    case let (x, y) as (Double, Double): print("pair", x, y)
    case let f as Film: print("film", f.name)
    case let g as (String) -> String: print(g("wow"))
    default: print("something else")
    }
}
things.removeAll()
let objs: [AnyObject] = [Film("A", by: "B"), Song("C", by: "D")]
print(objs.compactMap { $0 as? Song }.map(\.artist))
