import Foundation
let s = "Keyboard notifications"
print(s.contains("notif"))
print(s.contains("Notif"))
print(s.lowercased().contains("key"))
