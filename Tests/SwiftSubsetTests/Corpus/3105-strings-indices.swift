// Strings and Characters: indices, insert/remove, substrings, prefix/suffix, unicode views
var greeting = "Hello, there"
print(greeting[greeting.startIndex], greeting[greeting.index(before: greeting.endIndex)])
let idx = greeting.index(greeting.startIndex, offsetBy: 4)
print(greeting[idx])
greeting.insert("!", at: greeting.endIndex)
greeting.insert(contentsOf: " you", at: greeting.index(before: greeting.endIndex))
print(greeting)
greeting.remove(at: greeting.index(before: greeting.endIndex))
print(greeting)
let comma = greeting.firstIndex(of: ",") ?? greeting.endIndex
let first = greeting[..<comma]
print(first, String(first).count)
let cut = greeting.index(greeting.endIndex, offsetBy: -4)..<greeting.endIndex
greeting.removeSubrange(cut)
print(greeting)
print(greeting.hasPrefix("Hell"), greeting.hasSuffix("there"))
let dog = "dog!"
print(Array(dog.utf8), Array(dog.utf16))
print(dog.unicodeScalars.map { $0.value })
for i in dog.indices { print(dog[i], terminator: "") }
print()
