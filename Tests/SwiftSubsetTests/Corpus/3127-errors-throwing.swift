// Error Handling: throwing functions, propagation, do-catch with patterns, try?, try!, rethrow, defer
enum VendError: Error, Equatable { case badPick, short(coins: Int), empty }
struct Slot { var price: Int; var count: Int }
class Machine {
    var slots = ["gum": Slot(price: 2, count: 1), "mint": Slot(price: 5, count: 3)]
    var coins = 0
    func vend(_ name: String) throws -> String {
        guard let s = slots[name] else { throw VendError.badPick }
        guard s.count > 0 else { throw VendError.empty }
        guard s.price <= coins else { throw VendError.short(coins: s.price - coins) }
        coins -= s.price
        slots[name]?.count -= 1
        return name
    }
}
let m = Machine()
m.coins = 4
func buy(_ n: String) throws -> String { let got = try m.vend(n); return "got " + got }
for pick in ["gum", "gum", "mint", "tea"] {
    do { print(try buy(pick)) }
    catch VendError.short(let c) { print("need", c, "more") }
    catch let e as VendError where e == .empty { print("sold out") }
    catch { print("error:", error) }
}
func maybe(_ n: Int) throws -> Int { if n < 0 { throw VendError.badPick }; return n * 2 }
print(try? maybe(3) as Any, (try? maybe(-1)) as Any)
let sure = try! maybe(5)
print(sure)
func each(_ xs: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] { var r: [Int] = []; for x in xs { r.append(try f(x)) }; return r }
print(each([1, 2]) { $0 + 1 })
do { _ = try each([1, -2], maybe) } catch { print("rethrown", error) }
func work() throws { defer { print("cleanup") }; print("start"); throw VendError.empty }
do { try work() } catch { print("failed with", error) }
