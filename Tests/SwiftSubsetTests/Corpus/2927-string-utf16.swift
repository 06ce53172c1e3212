// A string's UTF-16 code units beside its characters and UTF-8 bytes.
let words = ["cat", "café", "日本", "hi 👋🏽"]
for w in words {
    print(w, w.count, w.utf8.count, w.utf16.count)
}
let wave = "👋"
print(Array(wave.utf16))
print(wave.utf16.first ?? 0, wave.utf16.last ?? 0)
var sum = 0
for unit in "AZaz".utf16 { sum += Int(unit) }
print(sum)
print("hello".utf16.map { $0 - 32 }.count, "hello".utf16.filter { $0 > 105 })
print(type(of: "x".utf16), "abc".utf16)
let surrogates = "a😀b".utf16.filter { $0 >= 0xD800 && $0 <= 0xDFFF }
print(surrogates.count)
