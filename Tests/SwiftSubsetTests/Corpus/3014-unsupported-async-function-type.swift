let work: () async -> Int = { 7 }
print(await work())
