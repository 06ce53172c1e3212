enum Result {
    case success(Int)
    case failure(String)
}
let r = Result.success(42)
if case .success(let value) = r {
    print("value \(value)")
}
if case .failure = r {
    print("failed")
} else {
    print("not failed")
}
