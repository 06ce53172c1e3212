struct Box { var value = 1 }
func bump(_ b: Box) -> Box {
    var copy = b
    copy.value += 1
    return copy
}
let original = Box()
let bumped = bump(original)
print(original.value, bumped.value)
