import Foundation
let items = [("pen", 1.5), ("notebook", 12.25)]
for (name, price) in items {
    print(String(format: "%-10@ %6.2f", name, price))
}
print(String(format: "%03d", 7))
print(String(format: "%.1f%%", 45.67))
