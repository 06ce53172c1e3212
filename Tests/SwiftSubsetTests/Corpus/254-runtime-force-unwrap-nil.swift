let o: Int? = nil
print(o!)
