class View {}
extension View {
    func layout() -> String { "view" }
}
class Button: View {
    func tap() -> String { layout() + " tapped" }
}
print(Button().tap())
print(Button().missing())
