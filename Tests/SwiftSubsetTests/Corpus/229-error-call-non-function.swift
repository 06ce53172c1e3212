let x = 1
x()
