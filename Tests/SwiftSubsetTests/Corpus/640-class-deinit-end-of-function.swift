class Guard {
    deinit { print("guard released") }
}
func work() {
    let g = Guard()
    print("working")

}
work()
print("after work")
