struct S {}
print((S(), 1) == (S(), 1))
