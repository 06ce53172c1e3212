import Foundation
print(String(format: "%d apples", 3))
print(String(format: "%.2f", 3.14159))
print(String(format: "%f", 1.5))
print(String(format: "%5d|", 42))
print(String(format: "%x", 255))
print(String(format: "%@ and %@", "A", "B"))
