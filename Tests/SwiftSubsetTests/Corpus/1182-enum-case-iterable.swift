enum Sauce: CaseIterable {
    case tomato, pesto, cream
}
let choices = Sauce.allCases.count
print("\(choices) sauces on the menu")
for sauce in Sauce.allCases {
    print(sauce)
}
