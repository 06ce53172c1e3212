import Foundation
let name = "keylab"
print(String(format: "name=%@ len=%d", name, name.count))
