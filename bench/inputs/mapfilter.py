from functools import reduce
from operator import add
numbers = list(range(1, 100_001))
chained = reduce(add, filter(lambda x: x % 2 == 0, map(lambda x: x * 3, numbers)), 0)
print(chained)
