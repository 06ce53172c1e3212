// A subscript with only a `get` block cannot be assigned through.
struct Scores {
    var values = [3, 5, 8]
    subscript(slot: Int) -> Int {
        get { values[slot] }
    }
}
var scores = Scores()
print(scores[1])
scores[1] = 40
print(scores[1])
