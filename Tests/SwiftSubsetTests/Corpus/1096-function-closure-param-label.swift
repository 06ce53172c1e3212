func repeatTask(times: Int, task: (Int) -> Void) {
    for i in 1...times { task(i) }
}
repeatTask(times: 3) { i in
    print("task \(i)")
}
