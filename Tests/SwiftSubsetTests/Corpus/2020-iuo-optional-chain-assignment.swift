struct Point { var x = 0.0, y = 0.0 }
struct Rect { var origin = Point(); var height = 10.0 }
class View { var frame = Rect(); var tag = 0 }
class Constraint { var constant = 0.0 }
class Controller {
    var view: View!
    var bottomConstraint: Constraint!
    var maybe: View?
    func load() { view = View(); bottomConstraint = Constraint() }
    func show(_ h: Double) {
        self.view.frame.origin.y -= h
        view.frame.height = 5
        bottomConstraint.constant = -h
        maybe?.frame.origin.x = 3
        maybe?.tag += 1
        print(view.frame, bottomConstraint.constant, maybe?.tag as Any)
        maybe = View()
        maybe?.frame.origin.x = 3
        maybe?.tag += 1
        print(maybe!.frame.origin.x, maybe!.tag)
    }
}
let c = Controller()
c.load()
c.show(100)
c.view.tag = 7
print(c.view.tag)
var table = ["ann": Point(x: 1)]
table["ann"]?.x += 9
table["bob"]?.x = 1
print(table)
var p: Point? = Point()
p?.y = 4
print(p as Any)
let d = Controller()
d.view.frame.origin.y -= 1
