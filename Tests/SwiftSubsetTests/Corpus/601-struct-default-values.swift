struct Settings {
    var volume = 5
    var name = "default"
    var muted = false
}
let a = Settings()
let b = Settings(volume: 9)
let c = Settings(volume: 1, name: "quiet", muted: true)
print(a)
print(b)
print(c)
