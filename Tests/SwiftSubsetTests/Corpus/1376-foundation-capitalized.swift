import Foundation
print("hello swift world".capitalized)
print("ÉCOLE élève".capitalized)
