let heights = [216, 291, 336]
let tall = heights.filter { height > 300 }
print(tall)
