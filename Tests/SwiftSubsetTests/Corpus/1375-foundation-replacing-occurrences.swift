import Foundation
let s = "I like cats. cats are nice."
print(s.replacingOccurrences(of: "cats", with: "dogs"))
print(s.replacingOccurrences(of: " ", with: ""))
