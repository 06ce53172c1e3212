var saved: (() -> Void)?
func keep(_ handler: () -> Void) {
    saved = handler
}
keep { print("hi") }
saved?()
