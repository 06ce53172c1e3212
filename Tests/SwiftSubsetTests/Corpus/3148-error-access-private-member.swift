// Access Control: a private member is not visible outside its type and the type's extensions
struct Journal {
    private var entries: [String] = []
    mutating func write(_ s: String) { entries.append(s) }
}
extension Journal { var size: Int { entries.count } }
var j = Journal()
j.write("day one")
print(j.size)
print(j.entries)
