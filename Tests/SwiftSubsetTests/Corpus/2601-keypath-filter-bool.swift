struct Task {
    var title: String
    var isDone: Bool
}
let tasks = [Task(title: "wash", isDone: true), Task(title: "cook", isDone: false), Task(title: "read", isDone: true)]
print(tasks.filter(\.isDone).count)
print(tasks.contains(where: \.isDone))
