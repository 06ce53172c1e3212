import Foundation
let base = 3.0
let result = pow(base, 2)
print(result)
print(Int(pow(2.0, 8.0)))
