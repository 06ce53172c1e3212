func check() -> Bool {
    print("check called")
    return true
}
print(false && check())
print(true || check())
print(true && check())
