func measure() async -> Int { 42 }

func show() {
    let h = await measure()
    print(h)
}
show()
