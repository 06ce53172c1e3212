// Metatypes as table code uses them: `Cell.self` passed as `Cell.Type` or `AnyClass`,
// and a type's name from `String(describing:)`.
class Row {
    var title = ""
}
final class PhotoRow: Row {}
final class TextRow: Row {}

func reuseIdentifier(for rowClass: Row.Type) -> String {
    String(describing: rowClass)
}

func register(_ classes: [AnyClass]) -> [String] {
    classes.map { String(describing: $0) }
}

let kind: Row.Type = PhotoRow.self
print(reuseIdentifier(for: kind))
print(reuseIdentifier(for: TextRow.self))
print(register([PhotoRow.self, TextRow.self, Row.self]))
print("\(Row.self) rows")
let row: Row = TextRow()
print(type(of: row))
