func measure() async -> Int { 42 }

func show() async {
    let h = measure()
    print(h)
}
await show()
