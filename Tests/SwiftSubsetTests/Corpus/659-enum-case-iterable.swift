enum Beverage: CaseIterable {
    case coffee, tea, juice
}
print(Beverage.allCases.count)
for b in Beverage.allCases {
    print(b)
}
