# Counting words: build a text, split it into lines and words, count in a dictionary.
n = 375_000
syllables = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo"]
seed = 7
pieces = []
for i in range(n):
    seed = (seed * 1103515245 + 12345) % 2147483648
    pieces.append(syllables[seed % 8] + syllables[(seed // 8) % 8])
    pieces.append("\n" if i % 12 == 11 else " ")
text = "".join(pieces)  # module-level `text += ...` is quadratic in CPython 3.11
counts = {}
longest = 0
for line in text.split("\n"):
    if not line:
        continue
    words = line.split(" ")
    longest = max(longest, len(words))
    for word in words:
        counts[word] = counts.get(word, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
for word, count in top[:5]:
    print(word, count)
print(len(counts), longest, counts.get("kalo", 0), counts.get("zzzz", 0))
