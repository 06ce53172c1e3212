import Foundation
let raw = "  hello world \n"
print("[" + raw.trimmingCharacters(in: .whitespaces) + "]")
print("[" + raw.trimmingCharacters(in: .whitespacesAndNewlines) + "]")
