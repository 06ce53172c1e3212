# Objects holding lists: appending through attributes, methods, and fields of elements.
# Swift's value semantics make `inv` a copy; the twin copies what it changes.

class Item:
    def __init__(self, name, quantity):
        self.name = name
        self.quantity = quantity
        self.tags = []

class Inventory:
    def __init__(self):
        self.items = []
        self.log = []
    def add(self, name, quantity):
        self.items.append(Item(name, quantity))
        self.log.append(f"add {name}")
    def restock(self, k):
        for i in range(len(self.items)):
            if i % k == 0:
                self.items[i].quantity += 10
                self.items[i].tags.append("restocked")

class Warehouse:
    def __init__(self):
        self.inventories = [Inventory(), Inventory(), Inventory()]
        self.moves = []

n = 80_000
warehouse = Warehouse()
for i in range(n):
    warehouse.inventories[i % 3].add(f"item{i % 500}", i % 13)
    warehouse.moves.append(i % 3)
    if i % 10 == 0:
        warehouse.inventories[i % 3].items[0].quantity += 1
for k in range(3):
    warehouse.inventories[k].restock(7 + k)
inv = Inventory()
inv.items = list(warehouse.inventories[1].items)
changed = Item(inv.items[5].name, inv.items[5].quantity)
changed.tags = inv.items[5].tags + ["copy"]
inv.items[5] = changed
total = 0
tagged = 0
for inventory in warehouse.inventories:
    for item in inventory.items:
        total += item.quantity
        tagged += len(item.tags)
print(total, tagged, len(warehouse.moves), len(warehouse.inventories[0].log), len(inv.items[5].tags),
      len(warehouse.inventories[1].items[5].tags), warehouse.inventories[0].items[0].quantity)
