enum Size: Comparable {
    case small, medium, large
}
print(Size.small < Size.large)
print([Size.large, .small, .medium].sorted())
