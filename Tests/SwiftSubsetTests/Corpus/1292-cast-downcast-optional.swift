class Dish {
    var name: String
    init(name: String) { self.name = name }
}
class Soup: Dish {
    var temperature = "?"
}
class Salad: Dish {
    var dressing = "?"
}
let dishes: [Dish] = [Soup(name: "Lentil"), Salad(name: "Greek")]
for dish in dishes {
    if let soup = dish as? Soup {
        print("Soup: \(soup.name), served \(soup.temperature)")
    } else if let salad = dish as? Salad {
        print("Salad: \(salad.name), with \(salad.dressing)")
    }
}
