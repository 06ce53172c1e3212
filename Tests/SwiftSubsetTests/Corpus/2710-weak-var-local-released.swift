class Session {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("\(name) closed") }
}
func demo() {
    var strong: Session? = Session(name: "first")
    weak var watcher: Session? = strong
    print(watcher?.name ?? "gone")
    strong = nil
    print(watcher?.name ?? "gone")
    weak var temporary: Session? = Session(name: "second")
    print(temporary == nil)
}
demo()
var keeper: Session? = Session(name: "third")
weak var observer: Session?
observer = keeper
if let seen = observer {
    print("observing \(seen.name)")
}
keeper = nil
print(observer == nil)
