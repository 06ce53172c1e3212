let numberOfLegs = ["spider": 8]
for (animalName, legCount) in numberOfLegs {
    print("\(animalName)s have \(legCount) legs")
}
for pair in numberOfLegs {
    print(pair.key, pair.value)
}
