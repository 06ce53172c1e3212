let text = "hello"
var ls = 0
for ch in text {
    if ch == "l" {
        ls += 1
    }
}
print("l appears \(ls) times")
