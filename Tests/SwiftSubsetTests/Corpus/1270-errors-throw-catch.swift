enum LockerError: Error {
    case wrongCode
    case coinsMissing(cents: Int)
    case jammed
}
func open(_ code: String, cents: Int) throws -> String {
    guard code == "1234" else { throw LockerError.wrongCode }
    guard cents >= 50 else { throw LockerError.coinsMissing(cents: 50 - cents) }
    return "locker open"
}
do {
    let result = try open("1234", cents: 20)
    print(result)
} catch LockerError.wrongCode {
    print("Wrong code.")
} catch LockerError.jammed {
    print("Jammed.")
} catch LockerError.coinsMissing(let cents) {
    print("Add \(cents) more cents.")
} catch {
    print("Unexpected error: \(error).")
}
