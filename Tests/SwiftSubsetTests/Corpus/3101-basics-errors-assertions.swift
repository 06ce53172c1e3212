// The Basics: errors, assertions, preconditions, optional binding chains
enum BrewError: Error { case noBeans, tooHot(Int) }
func brew(beans: Int, temp: Int) throws -> String {
    guard beans > 0 else { throw BrewError.noBeans }
    if temp > 96 { throw BrewError.tooHot(temp) }
    return "cup at \(temp)"
}
for (b, t) in [(2, 90), (0, 90), (3, 99)] {
    do {
        let cup = try brew(beans: b, temp: t)
        print(cup)
    } catch BrewError.noBeans {
        print("refill")
    } catch BrewError.tooHot(let d) {
        print("cool down from", d)
    } catch {
        print("other")
    }
}
let age = 30
assert(age >= 0, "negative age")
precondition(age < 200)
let width: Int? = 5, height: Int? = nil
if let w = width, let h = height { print(w * h) } else { print("incomplete") }
let area = try? brew(beans: 1, temp: 100)
print(area as Any)
print(String(describing: Int("3")), type(of: 3.0), type(of: "x"))
