enum E: Error { case bad(Int) }
func check(_ x: Int) throws -> Int {
    if x < 0 { throw E.bad(x) }
    return x * 2
}
do {
    let r = try [1, 2, 3].map { try check($0) }
    print(r)
    let s = try [1, -2].map { try check($0) }
    print(s)
} catch E.bad(let n) {
    print("bad", n)
} catch {
    print("other")
}
let t = (1, "a")
let anyValue: Any = t
if let u = anyValue as? (Int, String) { print(u.1) }
let handler: () throws -> Void = { throw E.bad(1) }
do { try handler() } catch { print("caught", error) }
