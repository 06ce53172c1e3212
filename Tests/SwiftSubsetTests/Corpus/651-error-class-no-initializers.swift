class Account {
    var balance: Int
}
