var counter = 0
func increment() {
    counter += 1
}
increment()
increment()
print(counter)
