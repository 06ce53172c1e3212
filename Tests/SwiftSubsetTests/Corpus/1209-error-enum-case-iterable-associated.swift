enum Token: CaseIterable {
    case number(Int)
    case plus
}
