# Closures: map/filter/reduce chains written as Python does (comprehensions, lambdas), closures over counters.
from functools import reduce
n = 500_000
numbers = list(range(n))
squares = [x * x % 1000 for x in numbers]
evens = [x for x in squares if x % 2 == 0]
total = sum(evens)
labels = [f"n{x % 100}" for x in numbers[:30_000]]
parsed = [int(s[1:]) for s in labels]
weird = [len(s) for s in labels if not s.endswith("7")]

def make_counter():
    count = 0
    def step():
        nonlocal count
        count += 1
        return count
    return step

nxt = make_counter()
last = 0
for _ in range(n // 2):
    last = nxt()

def compose(f, g):
    return lambda x: g(f(x))

add_three = lambda x: x + 3
double = lambda x: x * 2
both = compose(add_three, double)
composed = 0
for i in range(n // 2):
    composed = (composed + both(i)) % 1_000_003
max_square = max(squares) if squares else 0
first_big = next((x for x in squares if x > 990), -1)
any_seven = any(x == 777 for x in squares)
chained = reduce(lambda a, b: a + b % 7, [x for x in [x // 3 for x in numbers if x % 3 == 0] if x % 5 != 0], 0)
print(total, len(evens), sum(parsed), len(weird), last, composed)
print(max_square, first_big, "true" if any_seven else "false", chained)
