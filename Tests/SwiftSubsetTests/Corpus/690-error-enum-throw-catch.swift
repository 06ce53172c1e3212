enum KettleError: Error {
    case empty
    case scaleBuildUp
    case unplugged
}
func boil(cups: Int, inKettle kettle: String) throws -> String {
    if kettle == "old kettle" {
        throw KettleError.scaleBuildUp
    }
    return "\(cups) cups ready"
}
do {
    let tea = try boil(cups: 2, inKettle: "glass kettle")
    print(tea)
} catch {
    print(error)
}
do {
    let tea = try boil(cups: 4, inKettle: "old kettle")
    print(tea)
} catch {
    print(error)
}
