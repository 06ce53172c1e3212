enum Animal { case dog, cat, cow, hen }
for a in [Animal.dog, .hen] {
    switch a {
    case .dog, .cat: print("\(a) is a pet")
    case .cow, .hen: print("\(a) is a farm animal")
    }
}
