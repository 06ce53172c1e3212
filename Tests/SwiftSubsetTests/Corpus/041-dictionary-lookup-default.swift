let capitals = ["France": "Paris", "Japan": "Tokyo", "Peru": "Lima"]
print(capitals["Japan"] ?? "unknown")
print(capitals["Chile"] ?? "unknown")
print(capitals.count)
