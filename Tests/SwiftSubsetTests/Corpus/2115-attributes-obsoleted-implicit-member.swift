// Swift 3's NSNotification.Name.UIKeyboardWillShow, written as an implicit member after Swift 4.2 renamed it.
struct Name { let rawValue: String }
extension Name {
 static let keyboardWillShow = Name(rawValue: "show")
 @available(swift, obsoleted: 4.2, renamed: "Name.keyboardWillShow")
 static let UIKeyboardWillShow = Name(rawValue: "show")
}
let k: Name = .keyboardWillShow
let o: Name = .UIKeyboardWillShow
print(k.rawValue, o.rawValue)
