# Sets: membership, insert, union, intersection and difference of int and str sets.
n = 240_000
seen = set()
dups = 0
seed = 5
for _ in range(n):
    seed = (seed * 1103515245 + 12345) % 2147483648
    x = seed % (n // 3)
    if x in seen:
        dups += 1
    else:
        seen.add(x)
evens = set()
for i in range(0, n // 2, 2):
    evens.add(i)
both = seen & evens
either = seen | evens
only_seen = seen - evens
print(len(seen), dups, len(both), len(either), len(only_seen))
tags = set()
hits = 0
for i in range(n // 3):
    tag = f"t{i % 1000}"
    if tag in tags:
        hits += 1
    tags.add(tag)
small = {"t1", "t2", "t3", "x"}
b = lambda v: "true" if v else "false"
print(len(tags), hits, b("t999" in tags), b("t1000" in tags), b(small <= tags), len(small & tags))
