let x: Int = 1.5
