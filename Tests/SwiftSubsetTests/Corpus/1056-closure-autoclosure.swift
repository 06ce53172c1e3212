var queue = ["Lena", "Marco", "Nia", "Otto", "Pia"]
print(queue.count)
let nextInLine = { queue.remove(at: 0) }
print(queue.count)
print("Next please, \(nextInLine())!")
print(queue.count)
