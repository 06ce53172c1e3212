func join(_ parts: String..., separator: String) -> String {
    parts.joined(separator: separator)
}
print(join("a", "b", "c", separator: "-"))
