let a = 1
hello()
