import Foundation
let line = "a, b, c"
print(line.components(separatedBy: ", "))
print("x--y".components(separatedBy: "-"))
