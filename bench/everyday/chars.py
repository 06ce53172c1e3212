# Character iteration: classifying letters, counting vowels, a Caesar shift, palindromes and reversal.
n = 750_000
words = ["Level", "swift", "Kayak", "python", "Noon", "radar", "Keyboard", "stats", "A1b2", "Hello World"]
pieces = []
for i in range(n // 10):
    pieces.append(words[i % len(words)] + (". " if i % 4 == 3 else " "))
text = "".join(pieces)  # module-level `text += ...` is quadratic in CPython 3.11
vowels = upper = digits = spaces = letters = 0
for ch in text:
    if ch in "aeiouAEIOU":
        vowels += 1
    if ch.isupper():
        upper += 1
    if ch.isdigit():
        digits += 1
    if ch == " ":
        spaces += 1
    if ch.isalpha():
        letters += 1
alphabet = list("abcdefghijklmnopqrstuvwxyz")
position = {}
for i, c in enumerate(alphabet):
    position[c] = i
shifted_chars = []
for ch in text.lower():
    p = position.get(ch)
    if p is not None:
        shifted_chars.append(alphabet[(p + 3) % 26])
    else:
        shifted_chars.append(ch)
shifted = "".join(shifted_chars)
palindromes = 0
for word in text.split(" "):
    if not word:
        continue
    lower = list(word.lower())
    i, j, same = 0, len(lower) - 1, True
    while i < j:
        if lower[i] != lower[j]:
            same = False
            break
        i += 1
        j -= 1
    if same:
        palindromes += 1
rev = text[::-1]
frequency = {}
for ch in rev:
    if ch.isalpha():
        frequency[ch] = frequency.get(ch, 0) + 1
print(vowels, upper, digits, spaces, letters, palindromes)
print(shifted[:30], rev[:20], frequency.get("e", 0), len(frequency))
