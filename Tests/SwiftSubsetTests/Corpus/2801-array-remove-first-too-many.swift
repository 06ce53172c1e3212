// Removing more elements than the array holds stops the program.
var scores = [3, 1, 2]
scores.removeLast(1)
print(scores)
scores.removeFirst(5)
print("not reached")
