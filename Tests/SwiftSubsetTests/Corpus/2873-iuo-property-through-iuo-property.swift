// A `T!` property read through another `T!` property is unwrapped implicitly
// where a T is needed.
class Note { var body: String! = "buy milk" }
class Screen { var note: Note! = Note() }
func show(_ text: String) { print("note:", text) }
let screen = Screen()
show(screen.note.body)
print(screen.note.body.count)
