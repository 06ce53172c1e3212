struct Form {
    protocol Validator {
        func isValid(_ text: String) -> Bool
    }
}
struct NotEmpty: Form.Validator {
    func check(_ text: String) -> Bool { !text.isEmpty }
}
print(NotEmpty().check("a"))
