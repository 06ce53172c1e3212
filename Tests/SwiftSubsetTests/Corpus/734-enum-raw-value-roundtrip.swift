enum Weekday: Int, CaseIterable {
    case mon = 1, tue, wed, thu, fri
    var isMidweek: Bool { self == .wed }
}
for d in Weekday.allCases where d.rawValue % 2 == 1 {
    print(d, d.rawValue, d.isMidweek)
}
print(Weekday(rawValue: 3)?.isMidweek ?? false)
