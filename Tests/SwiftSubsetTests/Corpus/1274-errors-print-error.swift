enum NetworkError: Error {
    case timeout(seconds: Int)
}
do {
    throw NetworkError.timeout(seconds: 30)
} catch {
    print(error)
}
