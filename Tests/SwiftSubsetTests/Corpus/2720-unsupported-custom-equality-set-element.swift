struct Student {
    let id: Int
    let name: String
}
extension Student: Hashable {
    static func == (a: Student, b: Student) -> Bool { a.id == b.id }
}
let roster: Set<Student> = [Student(id: 1, name: "Ann"), Student(id: 1, name: "Ann B.")]
print(roster.count)
