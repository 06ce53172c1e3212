# Optional chaining's Python twin: None checks on links, dict.get, conditional expressions.
class Address:
    def __init__(self, street, zip):
        self.street = street
        self.zip = zip

class Person:
    def __init__(self, name):
        self.name = name
        self.address = None
        self.friend = None

n = 80_000
people = []
by_name = {}
for i in range(n):
    p = Person(f"p{i}")
    if i % 3 != 0:
        p.address = Address(f"Street {i % 50}", None if i % 4 == 0 else 10_000 + i % 900)
    if i > 0 and i % 5 != 0:
        p.friend = people[(i // 2 + i % 3) % i]
    people.append(p)
    by_name[p.name] = p

def friend_zip(p):
    f = p.friend
    if f is None or f.address is None or f.address.zip is None:
        return -1
    return f.address.zip

zip_sum = 0
street_letters = 0
missing = 0
for p in people:
    zip_sum += friend_zip(p)
    street_letters += len(p.address.street) if p.address is not None else 0
    fof = p.friend.friend if p.friend is not None else None
    if fof is not None and fof.address is not None:
        a = fof.address
        street_letters += a.zip if a.zip is not None else 1
    else:
        missing += 1
found = 0
for i in range(0, 2 * n, 7):
    q = by_name.get(f"p{i}")
    if q is not None and q.address is not None and q.address.zip is not None:
        found += q.address.zip % 10
print(zip_sum, street_letters, missing, found)
