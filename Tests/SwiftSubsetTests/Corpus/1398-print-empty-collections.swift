print([Int]())
print([String: Int]())
print(Set<Int>())
