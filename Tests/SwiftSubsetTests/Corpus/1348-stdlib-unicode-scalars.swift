let label = "Hi‽🌵"
for scalar in label.unicodeScalars {
    print("\(scalar.value) ", terminator: "")
}
print("")
for scalar in label.unicodeScalars {
    print("\(scalar) ")
}
