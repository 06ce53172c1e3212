func hello() -> String {
    return "hi"
}
let s: String = hello
