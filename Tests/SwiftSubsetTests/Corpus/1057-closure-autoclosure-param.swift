var queue = ["Nia", "Otto", "Pia"]
func call(next person: @autoclosure () -> String) {
    print("Next please, \(person())!")
}
call(next: queue.remove(at: 0))
print(queue)
