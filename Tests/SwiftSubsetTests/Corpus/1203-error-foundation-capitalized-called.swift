import Foundation
print("hello".capitalized())
