let add = { (a: Int, b: Int) -> Int a + b }
