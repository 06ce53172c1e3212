// Optional chaining: classes with optional links, dictionary lookups, if let, guard let and ??.
final class Address {
    var street: String
    var zip: Int?
    init(street: String, zip: Int?) {
        self.street = street
        self.zip = zip
    }
}
final class Person {
    let name: String
    var address: Address?
    var friend: Person?
    init(name: String) { self.name = name }
}
let n = 80_000
var people: [Person] = []
var byName: [String: Person] = [:]
for i in 0..<n {
    let p = Person(name: "p\(i)")
    if i % 3 != 0 { p.address = Address(street: "Street \(i % 50)", zip: i % 4 == 0 ? nil : 10_000 + i % 900) }
    if i > 0 && i % 5 != 0 { p.friend = people[(i / 2 + i % 3) % i] }
    people.append(p)
    byName[p.name] = p
}
func friendZip(_ p: Person) -> Int {
    guard let zip = p.friend?.address?.zip else { return -1 }
    return zip
}
var zipSum = 0
var streetLetters = 0
var missing = 0
for p in people {
    zipSum += friendZip(p)
    streetLetters += p.address?.street.count ?? 0
    if let friendOfFriend = p.friend?.friend, let a = friendOfFriend.address {
        streetLetters += a.zip ?? 1
    } else {
        missing += 1
    }
}
var found = 0
for i in stride(from: 0, to: 2 * n, by: 7) {
    if let zip = byName["p\(i)"]?.address?.zip { found += zip % 10 }
}
print(zipSum, streetLetters, missing, found)
