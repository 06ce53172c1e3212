let n = 1
print(!n)
