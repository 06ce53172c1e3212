var i = 0
var odds = 0
while i < 10 {
    i += 1
    if i % 2 == 0 {
        continue
    }
    odds += i
}
print(odds)
