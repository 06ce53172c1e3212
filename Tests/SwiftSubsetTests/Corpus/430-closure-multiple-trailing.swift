func load(_ name: String, completion: (String) -> Void, onFailure: () -> Void) {
    if name.isEmpty { onFailure() } else { completion("loaded \(name)") }
}
load("cat") { result in
    print(result)
} onFailure: {
    print("failed")
}
load("") { print($0) } onFailure: { print("failed") }
