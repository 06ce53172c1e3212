// A computed property typed `T!` reads like a stored `!` property: members are
// reached without `?`, and nil traps when it is used.
class Table {
    var rows = 0
}

class Controller {
    var storage: Table? = Table()
    var table: Table! {
        get { storage }
        set { storage = newValue }
    }
}

let c = Controller()
c.table.rows = 3
print(c.table.rows)
print(c.table == nil)
c.table = nil
print(c.table == nil)
print(c.table.rows)
