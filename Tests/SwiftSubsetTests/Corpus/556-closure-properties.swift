struct Validator {
    var name: String
    var check: (String) -> Bool
}
let rules = [
    Validator(name: "not empty", check: { !$0.isEmpty }),
    Validator(name: "short", check: { $0.count < 5 }),
]
for word in ["", "hello", "hi"] {
    let failed = rules.filter { !$0.check(word) }.map { $0.name }
    print("'\(word)':", failed)
}
class Button {
    var action: () -> Void = {}
    func press() { action() }
}
let b = Button()
var presses = 0
b.action = { presses += 1 }
b.press()
b.action()
print(presses)
