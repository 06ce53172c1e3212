# String building: pieces collected in a list and joined (module-level `s += ...` is quadratic
# in CPython 3.11), f-strings, then joining lines.
n = 750_000
pieces = []
for i in range(n):
    pieces.append(f"item {i % 97};")
    if i % 7 == 0:
        pieces.append("!")
s = "".join(pieces)
lines = []
for i in range(n // 4):
    lines.append(f"row {i}: " + str(i * 3 % 11))
joined = "\n".join(lines)
report = "".join(line.upper() + "|" for i, line in enumerate(lines) if i % 1000 == 0)
print(len(s), len(joined), len(report))
print(report[:40])
