enum LoginError: Error, CustomStringConvertible {
    case wrongPassword
    var description: String { "wrong password" }
}
do { throw LoginError.wrongPassword } catch { print("Error: \(error)") }
