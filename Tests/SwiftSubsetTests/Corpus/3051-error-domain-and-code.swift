// The code Swift gives each error (what NSError bridging and
// `localizedDescription` show): an enum's cases with associated values are
// numbered first, then the others, each in declaration order; a struct's is 1.
enum UploadError: Error {
    case offline
    case tooLarge(bytes: Int)
    case rejected
    case server(status: Int, message: String)
    case cancelled
}

struct QuotaError: Error {
    let used: Int
}

let errors: [Error] = [UploadError.offline, UploadError.tooLarge(bytes: 9), UploadError.rejected,
                       UploadError.server(status: 500, message: "boom"), UploadError.cancelled, QuotaError(used: 3)]
for e in errors {
    print(e._code, e._domain.hasSuffix(".UploadError") ? "UploadError" : e._domain.hasSuffix(".QuotaError") ? "QuotaError" : "?")
}
print(UploadError.cancelled._code)
