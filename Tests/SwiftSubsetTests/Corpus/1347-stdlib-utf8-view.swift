let label = "Hi‽🌵"
for byte in label.utf8 {
    print("\(byte) ", terminator: "")
}
print("")
print(label.utf8.count)
