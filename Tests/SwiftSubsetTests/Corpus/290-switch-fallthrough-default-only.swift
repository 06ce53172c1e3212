let word = "kiwi"
switch word {
default:
    print("anything: \(word)")
}
