var log = ""
func record(_ s: String) {
    log += s + ";"
}
record("a")
record("b")
print(log)
