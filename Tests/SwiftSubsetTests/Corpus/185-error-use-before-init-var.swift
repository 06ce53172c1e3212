var y: Int
y += 1
