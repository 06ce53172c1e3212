// One `catch` clause with several patterns, untyped and typed.
enum UploadError: Error { case timeout, offline, rejected(code: Int), tooLarge }
enum QuotaError: Error { case exceeded }

func upload(_ step: Int) throws {
    switch step {
    case 0: throw UploadError.timeout
    case 1: throw UploadError.offline
    case 2: throw UploadError.rejected(code: 403)
    case 3: throw UploadError.rejected(code: 500)
    case 4: throw QuotaError.exceeded
    case 5: throw UploadError.tooLarge
    default: print("step \(step) uploaded")
    }
}

for step in 0...6 {
    do {
        try upload(step)
    } catch UploadError.timeout, UploadError.offline {
        print("step \(step): try again later")
    } catch UploadError.rejected(code: 403), is QuotaError {
        print("step \(step): not allowed")
    } catch UploadError.rejected(let code) {
        print("step \(step): server said \(code)")
    } catch {
        print("step \(step): \(error)")
    }
}

func check(_ size: Int) throws(UploadError) -> Int {
    if size > 100 { throw .tooLarge }
    if size < 0 { throw .rejected(code: 400) }
    return size
}

for size in [5, 500, -1] {
    do {
        print(try check(size))
    } catch .tooLarge, .rejected(code: 400) {
        print("bad size \(size)")
    } catch {
        print("other")
    }
}
