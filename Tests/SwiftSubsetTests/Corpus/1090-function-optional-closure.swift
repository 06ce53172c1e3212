var onDone: ((String) -> Void)? = nil
onDone?("ignored")
onDone = { print("done: \($0)") }
onDone?("work")
