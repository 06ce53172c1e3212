class ViewController {
    let title: String
    var handler: (() -> Void)?
    init(title: String) { self.title = title; print("load \(title)") }
    deinit { print("deinit \(title)") }
    func observeStrongly() { handler = { print("strong", self.title) } }
    func observeWeakly() { handler = { [weak self] in print("weak", self?.title ?? "nil") } }
}
func replace(_ strong: Bool) {
    let vc = ViewController(title: strong ? "strong" : "weak")
    if strong { vc.observeStrongly() } else { vc.observeWeakly() }
    vc.handler?()
    print("leaving", vc.title)
}
replace(false)
replace(true)
print("done")
