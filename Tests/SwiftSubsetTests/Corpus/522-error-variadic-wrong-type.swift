func sum(_ xs: Int...) -> Int { xs.reduce(0, +) }
print(sum(1, "2", 3))
