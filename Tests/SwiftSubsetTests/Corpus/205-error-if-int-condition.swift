let n = 1
if n {
    print("yes")
}
