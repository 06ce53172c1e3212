let checkpoint = (17, "Col du Lac")
let (kilometre, place) = checkpoint
print("Kilometre \(kilometre)")
print("Place: \(place)")
let (onlyKilometre, _) = checkpoint
print("Kilometre again \(onlyKilometre)")
