struct Config {
    var path: String
    lazy var depth: Int = path.split(separator: "/").count
}
let config = Config(path: "a/b/c")
print(config.depth)
