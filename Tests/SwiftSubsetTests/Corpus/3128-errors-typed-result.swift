// Error Handling: typed throws, errors with descriptions, Result, error conversion
enum ParseError: Error, Equatable { case empty, notNumber(String) }
func parse(_ s: String) throws(ParseError) -> Int {
    if s.isEmpty { throw .empty }
    guard let n = Int(s) else { throw .notNumber(s) }
    return n
}
do { print(try parse("12")); _ = try parse("x1") } catch { print("typed:", error) }
do throws(ParseError) { _ = try parse("") } catch .empty { print("was empty") } catch { print(error) }
func total(_ items: [String]) -> Result<Int, ParseError> {
    var t = 0
    for i in items { do { t += try parse(i) } catch { return .failure(error) } }
    return .success(t)
}
switch total(["1", "2", "3"]) { case .success(let v): print("sum", v); case .failure(let e): print("bad", e) }
switch total(["1", "z"]) { case .success(let v): print("sum", v); case .failure(let e): print("bad", e) }
let r = total(["4"])
print((try? r.get()) as Any)
struct Failure: Error, CustomStringConvertible { let code: Int; var description: String { "failure \(code)" } }
do { throw Failure(code: 7) } catch let f as Failure { print(f, f.code) } catch { print("?") }
func check(_ n: Int) throws -> Bool { if n > 9 { throw Failure(code: n) }; return n % 2 == 0 }
print([1, 2, 12].compactMap { try? check($0) })
