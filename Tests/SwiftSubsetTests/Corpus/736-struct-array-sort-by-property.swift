struct Student { var name: String; var score: Int }
let students = [Student(name: "Kim", score: 80), Student(name: "Lee", score: 95), Student(name: "Park", score: 70)]
let ranked = students.sorted { $0.score > $1.score }
for s in ranked { print(s.name, s.score) }
print(students.map { $0.name })
print(students.filter { $0.score >= 80 }.count)
