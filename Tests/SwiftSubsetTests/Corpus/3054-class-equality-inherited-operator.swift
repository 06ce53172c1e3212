// A class's `==` serves its subclasses, and optionals of them compare as
// optionals: two nils are equal, a nil and an instance are not.
class Control: Equatable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (a: Control, b: Control) -> Bool { a.id == b.id }
}
final class Field: Control {}
final class Toggle: Control {}

let email = Field(id: 1), password = Field(id: 2), again = Field(id: 1)
print(email == password, email == again, email != password)
let remember = Toggle(id: 2)
print(password == remember)
var focused: Field? = nil
print(focused == email, focused == nil)
focused = email
print(focused == email, focused == again, focused != password)
let missing: Field? = nil
print(missing == focused, missing == nil)
