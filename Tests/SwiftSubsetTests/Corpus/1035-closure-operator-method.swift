let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(names.sorted(by: >))
print([3, 1, 2].sorted(by: <))
