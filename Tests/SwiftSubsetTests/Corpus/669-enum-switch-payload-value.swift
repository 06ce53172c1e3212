enum Response {
    case ok(code: Int)
    case failure(String)
}
let responses = [Response.ok(code: 200), .ok(code: 204), .failure("boom")]
for r in responses {
    switch r {
    case .ok(200):
        print("plain ok")
    case .ok(let code):
        print("ok with \(code)")
    case .failure(let why):
        print("failed: \(why)")
    }
}
