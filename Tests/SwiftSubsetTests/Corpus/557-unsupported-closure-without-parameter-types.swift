let double = { x in x * 2 }
print(double(4))
