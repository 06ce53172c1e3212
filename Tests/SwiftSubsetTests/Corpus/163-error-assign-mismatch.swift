var count = 1
count = "two"
