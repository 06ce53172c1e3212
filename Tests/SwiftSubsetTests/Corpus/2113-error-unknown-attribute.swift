// A misspelled attribute.
class ViewController {
    @objcc func keyboardWillShow() {}
}
print("never")
