enum Size { case small, medium, large }
func price(_ s: Size) -> Int {
    switch s {
    case .small: return 1
    case .medium: return 2
    }
}
