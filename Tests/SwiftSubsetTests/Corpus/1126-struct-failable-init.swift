struct Username {
    let text: String
    init?(text: String) {
        if text.isEmpty { return nil }
        self.text = text
    }
}
let chosen = Username(text: "owl_42")
if let name = chosen {
    print("Welcome, \(name.text)")
}
let blank = Username(text: "")
if blank == nil {
    print("A username cannot be empty")
}
