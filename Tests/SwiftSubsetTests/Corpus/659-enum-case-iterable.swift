enum Snack: CaseIterable {
    case popcorn, pretzel, grapes
}
print(Snack.allCases.count)
for s in Snack.allCases {
    print(s)
}
