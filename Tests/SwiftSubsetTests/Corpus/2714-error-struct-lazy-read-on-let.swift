struct Config {
    var path: String
    lazy var parts: [String] = path.split(separator: "/").map { String($0) }
}
let config = Config(path: "a/b/c")
print(config.parts.count)
