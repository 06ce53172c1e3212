enum LoginError: Error {
    case wrongPassword(attempts: Int)
    case locked
}
func login(_ attempts: Int) throws -> String {
    if attempts > 5 { throw LoginError.locked }
    if attempts > 0 { throw LoginError.wrongPassword(attempts: attempts) }
    return "welcome"
}
for attempts in [0, 1, 4, 9] {
    do {
        print(try login(attempts))
    } catch LoginError.wrongPassword(let n) where n >= 3 {
        print("last warning after \(n) attempts")
    } catch LoginError.wrongPassword(let n) {
        print("try again (\(n))")
    } catch let error as LoginError where attempts > 8 {
        print("locked: \(error)")
    } catch {
        print("unexpected \(error)")
    }
}
