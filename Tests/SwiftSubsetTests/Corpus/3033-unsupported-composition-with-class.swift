// `A & B` where A is a class: a subclass instance that also conforms.
class View {
    let name: String
    init(name: String) { self.name = name }
}
protocol Focusable {
    func focus() -> String
}
class TextField: View, Focusable {
    func focus() -> String { "\(name) is first responder" }
}
func activate(_ v: View & Focusable) {
    print(v.name)
    print(v.focus())
}
activate(TextField(name: "email"))
