var a = [1, 2]
a.swapAt(0, 5)
