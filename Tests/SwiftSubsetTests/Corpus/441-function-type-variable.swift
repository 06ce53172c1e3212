func joinRolls(_ a: Int, _ b: Int) -> Int { a + b }
func stackRolls(_ a: Int, _ b: Int) -> Int { a * b }
var rule: (Int, Int) -> Int = joinRolls
print("Points: \(rule(4, 6))")
rule = stackRolls
print("Points: \(rule(4, 6))")
print(type(of: rule))
