let maybeCode: String? = "door code 4417"
let code: String = maybeCode!
let assumedCode: String! = "spare code 0925"
let spare: String = assumedCode
print(code)
print(spare)
print(assumedCode.count)
if let checked = assumedCode {
    print(checked)
}
