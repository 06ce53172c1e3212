enum HTTPError: Error { case status(Int) }
func fetch(_ code: Int) throws { throw HTTPError.status(code) }
for code in [404, 500] {
    do {
        try fetch(code)
    } catch HTTPError.status(let c) where c >= 500 {
        print("server error \(c)")
    } catch {
        print("other: \(error)")
    }
}
