let password = "swift123"
if password.count < 8 {
    print("Too short")
} else {
    print("Long enough")
}
