print("café".count)
print("👍".count)
print("Hello, 世界".count)
