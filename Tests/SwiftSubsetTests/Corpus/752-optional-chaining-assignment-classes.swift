class Locker { var padlock = "none" }
class Desk {
    var drawers = 1
    var locker: Locker?
    func reportDrawers() { print("The desk has \(drawers) drawers") }
}
class Employee { var desk: Desk? }
let sam = Employee()
sam.desk?.drawers = 5
print(sam.desk?.drawers as Any)
if sam.desk?.reportDrawers() == nil { print("Sam has no desk yet.") }
sam.desk = Desk()
sam.desk?.drawers = 3
sam.desk?.drawers += 1
sam.desk?.reportDrawers()
sam.desk?.locker = Locker()
sam.desk?.locker?.padlock = "brass"
print(sam.desk?.locker?.padlock ?? "none")
if let drawers = sam.desk?.drawers { print("Sam's desk has \(drawers) drawer(s).") }
