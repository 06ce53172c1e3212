struct Todo { var title: String; var done: Bool }
let todos = [Todo(title: "a", done: false), Todo(title: "b", done: true)]
print(todos.first(where: \.done)?.title ?? "none")
print(todos.allSatisfy(\.done))
let titles = todos.map(\.title).joined(separator: ", ")
print(titles)
