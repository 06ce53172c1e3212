// `===` between a class instance and an AnyObject or class-bound protocol
// value that holds it.
protocol Listener: AnyObject { func heard() }
class Ear: Listener { func heard() { print("heard") } }
let ear = Ear()
let other = Ear()
let any: AnyObject = ear
let listener: Listener = ear
weak var maybe: AnyObject? = ear
print(any === ear, any === other, listener === ear, listener !== other)
print(maybe === ear, maybe === nil)
