// A `let` part way along a compound assignment: reported at the operator with
// swiftc's "left side of mutating operator" wording.
struct Insets {
    var bottom = 0.0
}

final class Form {
    let insets = Insets()
}

let form: Form? = Form()
form?.insets.bottom += 216
print("unreached")
