class Button {
    var title = "OK"
    var onTap: (() -> Void)?
    func setUp() {
        onTap = { print("tapped", title) }
    }
}
let b = Button()
b.setUp()
b.onTap?()
