// A trap inside a task stops the whole program, output before it kept.
let values = [3, 1, 0]
let t = Task {
    for v in values {
        print("100 /", v, "=", 100 / v)
    }
}
print("waiting for the task")
await t.value
print("not reached")
