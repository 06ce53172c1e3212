protocol HasArea {
    var area: Double { get }
}
class Circle: HasArea {
    let radius: Double
    var area: Double { 3.0 * radius * radius }
    init(radius: Double) { self.radius = radius }
}
class Animal {
    var legs: Int
    init(legs: Int) { self.legs = legs }
}
let objects: [AnyObject] = [Circle(radius: 2.0), Animal(legs: 4)]
for object in objects {
    if let objectWithArea = object as? HasArea {
        print("Area is \(objectWithArea.area)")
    } else {
        print("Something that doesn't have an area")
    }
}
