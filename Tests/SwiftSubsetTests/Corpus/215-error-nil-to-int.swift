var x: Int = 5
x = nil
