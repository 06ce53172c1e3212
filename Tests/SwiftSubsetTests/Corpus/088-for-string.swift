for ch in "Swift" {
    print(ch)
}
