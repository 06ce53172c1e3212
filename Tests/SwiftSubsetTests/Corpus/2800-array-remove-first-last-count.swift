// removeFirst(_:) and removeLast(_:) take how many elements to remove.
var queue = [10, 20, 30, 40, 50, 60]
queue.removeFirst(2)
print(queue)
queue.removeLast(3)
print(queue)
queue.removeFirst(0)
print(queue, queue.count)
var word = "keyboard"
word.removeFirst(3)
word.removeLast(2)
print(word)
