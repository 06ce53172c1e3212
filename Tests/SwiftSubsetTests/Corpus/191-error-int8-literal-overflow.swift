let x: Int8 = 300
