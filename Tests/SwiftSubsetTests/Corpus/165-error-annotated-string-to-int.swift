let x: Int = "a"
