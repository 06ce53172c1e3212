# Arrays of objects sorted with key functions: str, float and int keys.
class Person:
    def __init__(self, id, name, age, score):
        self.id = id
        self.name = name
        self.age = age
        self.score = score

n = 60_000
names = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo"]
people = []
seed = 11
for i in range(n):
    seed = (seed * 1103515245 + 12345) % 2147483648
    people.append(Person(i, names[seed % 10] + str(seed % 100), 18 + seed % 60, (seed % 1000) / 10.0))
by_name = sorted(people, key=lambda p: (p.name, p.id))
by_score = sorted(people, key=lambda p: (-p.score, p.id))
by_age = sorted(people, key=lambda p: (p.age, -p.id))
ids = [p.id for p in people]
ids.sort(key=lambda i: (i * 7919) % n)
print(by_name[0].name, by_name[0].id, by_name[n - 1].name, by_name[n // 2].id)
print(by_score[0].score, by_score[0].id, by_score[n - 1].id)
print(by_age[0].id, by_age[n - 1].id, ids[0], ids[1], ids[n - 1])
