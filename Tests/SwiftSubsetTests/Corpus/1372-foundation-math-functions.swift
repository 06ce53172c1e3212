import Foundation
print(sqrt(16.0))
print(pow(2.0, 10.0))
print(floor(2.7), ceil(2.1), round(2.5))
print(floor(-2.5), ceil(-2.5), round(-2.5))
