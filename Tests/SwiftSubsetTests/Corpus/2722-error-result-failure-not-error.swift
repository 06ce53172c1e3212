func load(_ name: String) -> Result<String, String> {
    name.isEmpty ? .failure("no name") : .success("loaded \(name)")
}
print(load("a"))
