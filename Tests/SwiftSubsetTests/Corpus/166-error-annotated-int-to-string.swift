let name: String = 42
