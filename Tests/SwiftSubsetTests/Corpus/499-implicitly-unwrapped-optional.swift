let possibleString: String? = "An optional string."
let forcedString: String = possibleString!
let assumedString: String! = "An implicitly unwrapped optional string."
let implicitString: String = assumedString
print(forcedString)
print(implicitString)
print(assumedString.count)
if let definiteString = assumedString {
    print(definiteString)
}
