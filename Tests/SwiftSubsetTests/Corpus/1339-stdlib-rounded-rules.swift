let x = 2.5
print(x.rounded())
print(x.rounded(.up))
print(x.rounded(.down))
print(x.rounded(.toNearestOrEven))
print(x.rounded(.towardZero))
print((-2.5).rounded(.awayFromZero))
print((-2.5).rounded(.towardZero))
print((-2.5).rounded(.toNearestOrAwayFromZero))
