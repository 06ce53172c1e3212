import Foundation
let n = 16
print(sqrt(n))
