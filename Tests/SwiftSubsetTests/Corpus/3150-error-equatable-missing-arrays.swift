// Generics: '==' on arrays needs the element to be Equatable
struct Label { var text: String }
let a = [Label(text: "x")], b = [Label(text: "x")]
print(a == b)
