struct P { var x = 0 }
print(P() == P())
