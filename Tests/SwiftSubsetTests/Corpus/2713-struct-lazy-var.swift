struct Report {
    var items: [Int]
    lazy var total: Int = {
        print("adding up \(items.count) items")
        return items.reduce(0, +)
    }()
    lazy var title = "Report of \(items.count)"
    mutating func describe() -> String {
        "\(title): \(total)"
    }
}
var report = Report(items: [1, 2, 3])
print(report.total)
print(report.total)
report.items.append(4)
print(report.describe())
var copy = Report(items: [10])
let before = copy
print(copy.total)
var other = before
print(other.total)
let given = Report(items: [], total: 99)
print(given.items.count)
