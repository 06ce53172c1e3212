// An array literal of implicitly unwrapped properties is an array of
// optionals, yet a closure called on it may use its parameter unwrapped, as a
// form sets up its fields: `[name, email].forEach { $0.isEnabled = true }`.
final class Field {
    var isEnabled = false
    var tag = 0
}

final class Form {
    var name: Field! = Field()
    var email: Field! = Field()

    func setUp() {
        let fields = [name, email]
        print(type(of: fields))
        [name, email].forEach { $0.isEnabled = true }
        [name, email].enumerated().forEach { print($0.offset) }
        let tags = [name, email].map { $0.tag + 10 }
        print(tags)
        print(name.isEnabled, email.isEnabled)
    }
}

Form().setUp()
