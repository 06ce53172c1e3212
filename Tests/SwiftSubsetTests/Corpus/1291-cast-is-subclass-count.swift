class Dish {
    var name: String
    init(name: String) { self.name = name }
}
class Soup: Dish {
    var servedHot: Bool
    init(name: String, servedHot: Bool) {
        self.servedHot = servedHot
        super.init(name: name)
    }
}
class Salad: Dish {
    var dressing: String
    init(name: String, dressing: String) {
        self.dressing = dressing
        super.init(name: name)
    }
}
let menu = [
    Soup(name: "Lentil", servedHot: true),
    Salad(name: "Greek", dressing: "olive oil"),
    Soup(name: "Gazpacho", servedHot: false),
]
var soups = 0
var salads = 0
for dish in menu {
    if dish is Soup {
        soups += 1
    } else if dish is Salad {
        salads += 1
    }
}
print("The menu has \(soups) soups and \(salads) salads")
