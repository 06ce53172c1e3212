// Only a `required` initializer can be called through a metatype value: a
// subclass might not have the one named.
class Badge {
    let text: String
    init(text: String) { self.text = text }
}

let kind: Badge.Type = Badge.self
let badge = kind.init(text: "new")
print(badge.text)
