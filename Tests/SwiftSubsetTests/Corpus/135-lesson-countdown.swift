var seconds = 3
while seconds > 0 {
    print("\(seconds)...")
    seconds -= 1
}
print("Go!")
