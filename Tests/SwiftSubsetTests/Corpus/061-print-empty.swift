print("start")
print()
print("")
print("end")
