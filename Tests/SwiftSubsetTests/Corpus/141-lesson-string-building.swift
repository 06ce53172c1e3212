var line = ""
for i in 1...5 {
    line += String(i)
    if i < 5 {
        line += ","
    }
}
print(line)
