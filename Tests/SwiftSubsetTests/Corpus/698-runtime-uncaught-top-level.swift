enum LoginError: Error {
    case wrongPassword(attempts: Int)
}
func login(_ p: String) throws {
    if p != "secret" { throw LoginError.wrongPassword(attempts: 3) }
}
print("trying")
try login("guess")
print("logged in")
