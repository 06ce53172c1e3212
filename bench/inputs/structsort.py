class Item:
    __slots__ = ("id", "score")
    def __init__(self, id, score):
        self.id = id
        self.score = score
items = []
seed = 42
for i in range(100_000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    items.append(Item(i, seed % 1000))
ranked = sorted(items, key=lambda item: (item.score, item.id))
print(ranked[0].id, ranked[50_000].id, ranked[99_999].id)
