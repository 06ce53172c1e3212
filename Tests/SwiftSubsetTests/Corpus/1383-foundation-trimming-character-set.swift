import Foundation
let s = "--hello--"
print(s.trimmingCharacters(in: CharacterSet(charactersIn: "-")))
