// Declaration order does not matter in a file: a stored property's
// initializer may construct a type declared further down.
class Screen {
    let helper = Helper()
    let cache = Cache.shared
    func run() { helper.say("ready"); print(cache.count) }
}
class Helper {
    var greeting = "helper"
    func say(_ s: String) { print(greeting, s) }
}
class Cache {
    static let shared = Cache()
    var count = 3
}
Screen().run()
