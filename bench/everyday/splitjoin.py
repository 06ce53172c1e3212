# Splitting and joining: CSV-like rows parsed into fields, numbers, and rejoined in another order.
n = 240_000
rows = []
for i in range(n):
    rows.append(f"{i},name{i % 37},{i * 7 % 1000},{'yes' if i % 3 == 0 else 'no'}")
csv = "\n".join(rows)
total = 0
yes = 0
out = []
for line in csv.split("\n"):
    fields = line.split(",")
    total += int(fields[2])
    if fields[3] == "yes":
        yes += 1
    out.append(";".join([fields[3], fields[1], fields[0]]))
sentence = " ".join(out[:2_000])
shouted = "_".join(w.upper() for w in sentence.split(" "))
parts = shouted.split("_")
print(total, yes, len(out), out[123])
print(len(shouted), len(parts), parts[7])
