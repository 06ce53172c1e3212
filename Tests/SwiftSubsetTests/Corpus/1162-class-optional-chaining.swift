class Student {
    var locker: Locker?
}
class Locker {
    var books = 1
}
let ana = Student()
if let count = ana.locker?.books {
    print("Ana's locker holds \(count) book(s).")
} else {
    print("Ana has no locker.")
}
ana.locker = Locker()
if let count = ana.locker?.books {
    print("Ana's locker holds \(count) book(s).")
}
