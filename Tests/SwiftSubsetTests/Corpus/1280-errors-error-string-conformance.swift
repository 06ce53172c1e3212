struct ValidationError: Error {
    let field: String
}
do {
    throw ValidationError(field: "email")
} catch let e as ValidationError {
    print("invalid \(e.field)")
}
