enum KettleError: Error {
    case empty
    case scaleBuildUp
    case unplugged
}
func boil(cups: Int) throws -> String {
    if cups > 8 { throw KettleError.unplugged }
    if cups < 1 { throw KettleError.empty }
    return "\(cups) cups ready"
}
for cups in [12, 0, 3] {
    do {
        let tea = try boil(cups: cups)
        print(tea)
    } catch KettleError.unplugged {
        print("Plug the kettle in first.")
    } catch let kettleError as KettleError {
        print("Kettle says: \(kettleError).")
    } catch {
        print(error)
    }
}
