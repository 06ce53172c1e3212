print(17 % 5)
print(-17 % 5)
print(17 % -5)
print(10 % 2 == 0)
