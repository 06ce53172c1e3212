import Foundation
print(String(format: "%.0f", 2.5))
print(String(format: "%.0f", 3.5))
print(String(format: "%.3f", 1.0 / 3.0))
