enum LoadError: Error { case missing }

func fetch(_ name: String) throws -> String {
    if name.isEmpty { throw LoadError.missing }
    return name.uppercased()
}

func load(_ name: String) throws(LoadError) -> String {
    let text = try fetch(name)
    return text + "!"
}
print(try load("a"))
