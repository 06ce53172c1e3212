func shout(_ s: inout String) {
    s = s.uppercased() + "!"
}
var word = "hey"
shout(&word)
shout(&word)
print(word)
