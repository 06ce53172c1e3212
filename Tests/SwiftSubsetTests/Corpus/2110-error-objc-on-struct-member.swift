// @objc needs a class: a struct's method cannot be exposed to Objective-C.
struct Handler {
    @objc func keyboardWillShow() {
        print("show")
    }
}
Handler().keyboardWillShow()
