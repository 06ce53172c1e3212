// Changes in place through every kind of path; a copy taken before a change keeps its value.
struct Inbox {
    var messages: [Int] = []
    var title = ""
    mutating func add(_ m: Int) { messages.append(m); title += "+" }
}
struct User { var inbox = Inbox(); var tags: [String: [String]] = [:] }
final class Account { var user = User(); var log: [String] = [] }

var inbox = Inbox()
inbox.messages.append(1)
let snapshot = inbox
inbox.messages.append(2)
inbox.messages += [3, 4]
inbox.add(5)
inbox.title += "!"
print(inbox.messages, inbox.title, snapshot.messages, snapshot.title)

var users = [User(), User()]
let before = users
users[1].inbox.add(7)
users[1].inbox.messages.insert(6, at: 0)
users[0].tags["swift", default: []].append("new")
users[0].tags["swift"]!.append("fast")
users[0].tags["swift"]?.append("safe")
users[0].tags["none"]?.append("ignored")
print(users[1].inbox.messages, users[0].tags["swift"]!, users[0].tags["none"] as Any)
print(before[1].inbox.messages, before[0].tags.count)

let account = Account()
let savedUser = account.user
account.user.inbox.add(9)
account.user.inbox.messages[0] = 10
account.log.append("one")
account.log[0] += "!"
print(account.user.inbox.messages, account.log, savedUser.inbox.messages)

var groups: [String: [Int]] = ["a": [1]]
let groupsCopy = groups
groups["a"]!.append(2)
groups["b", default: []] += [3]
print(groups["a"]!, groups["b"]!, groupsCopy["a"]!, groupsCopy["b"] as Any)

var text = "ab"
let textCopy = text
text += "cd"
text.append("e")
var lines = ["x"]
let linesCopy = lines
lines[0] += "y"
print(text, textCopy, lines, linesCopy)

var counts = [Int](repeating: 0, count: 3)
var grid = [counts, counts]
counts[0] += 1
grid[1][2] += 5
let gridCopy = grid
grid[1][2] -= 1
print(counts, grid, gridCopy)

var maybe: [Int]? = [1]
let maybeCopy = maybe
maybe!.append(2)
maybe?.append(3)
print(maybe!, maybeCopy!)
