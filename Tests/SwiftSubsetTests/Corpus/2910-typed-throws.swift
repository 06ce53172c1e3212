// Functions that throw one error type; the catch gets that type, not `any Error`.
enum TicketError: Error {
    case soldOut
    case tooMany(requested: Int, left: Int)
    case closed(String)
}

struct Booth {
    var left: Int
    var isOpen = true

    mutating func sell(_ n: Int) throws(TicketError) -> Int {
        guard isOpen else { throw .closed("after hours") }
        if left == 0 { throw TicketError.soldOut }
        if n > left { throw .tooMany(requested: n, left: left) }
        left -= n
        return left
    }
}

func describe(_ e: TicketError) -> String {
    switch e {
    case .soldOut: return "sold out"
    case .tooMany(let requested, let left): return "asked \(requested), only \(left)"
    case .closed(let why): return "closed: \(why)"
    }
}

var booth = Booth(left: 5)
for n in [2, 4, 3, 1, 1] {
    do {
        let remaining = try booth.sell(n)
        print("sold \(n), \(remaining) left")
    } catch {
        // `error` is a TicketError here: its cases can be matched directly.
        print(describe(error))
        switch error {
        case .tooMany(_, let left) where left > 0: print("  try \(left)")
        default: break
        }
    }
}

func total(_ orders: [Int], booth: inout Booth) throws(TicketError) -> Int {
    var sold = 0
    for n in orders {
        _ = try booth.sell(n)
        sold += n
    }
    return sold
}

var second = Booth(left: 10)
do {
    print(try total([3, 3], booth: &second))
    print(try total([3, 3], booth: &second))
} catch .tooMany(let requested, _) {
    print("too many:", requested)
} catch {
    print("other:", error)
}

second.isOpen = false
do throws(TicketError) {
    _ = try second.sell(1)
} catch .closed(let why) {
    print("closed because", why)
} catch {
    print("unexpected", error)
}

// Plain `throws` still gives `any Error`; a typed error converts to it.
func anyError() throws -> Int { try second.sell(1) }
do {
    _ = try anyError()
} catch let e as TicketError {
    print("as TicketError:", describe(e))
} catch {
    print("something else")
}

func quiet() throws(Never) -> String { "never throws" }
print(quiet())
let maybe = try? second.sell(2)
print(maybe as Any)
