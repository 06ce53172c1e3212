enum B { case a(Int), b }
print(B.a(1) == B.b)
