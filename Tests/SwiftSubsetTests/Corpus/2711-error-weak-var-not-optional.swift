class Delegate {}
let shared = Delegate()
weak var current: Delegate = shared
print(current)
