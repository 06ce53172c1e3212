protocol Resettable: AnyObject {
    func reset()
}
class Score: Resettable {
    var value = 10
    func reset() { value = 0 }
}
let s = Score()
let r: Resettable = s
r.reset()
print(s.value)
