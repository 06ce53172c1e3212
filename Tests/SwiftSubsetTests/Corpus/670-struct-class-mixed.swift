struct Point { var x = 0, y = 0 }
class Sprite {
    var position = Point()
    func move(dx: Int) { position.x += dx }
}
let s = Sprite()
s.move(dx: 3)
s.position.y = 7
print(s.position)
