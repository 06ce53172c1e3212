let maybeAddress: String? = "12 Quay Street"
let address: String = maybeAddress!
let assumedAddress: String! = "3 Mill Lane"
let plainAddress: String = assumedAddress
print(address)
print(plainAddress)
