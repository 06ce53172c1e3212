protocol Listener: AnyObject { func heard(_ n: Int) }
class Ear: Listener {
    deinit { print("ear gone") }
    func heard(_ n: Int) { print("heard", n) }
}
class Speaker {
    weak var listener: Listener?
    func say(_ n: Int) -> Bool? {
        listener?.heard(n)
        return listener.map { _ in true }
    }
}
let s = Speaker()
do {
    let ear = Ear()
    s.listener = ear
    print(s.say(1) as Any)
}
print(s.say(2) as Any, s.listener == nil)
