class Account {
    let id = 1
}
let a = Account()
a.id = 2
