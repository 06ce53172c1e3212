// Advanced Operators: declaring a new infix operator
infix operator <+> : AdditionPrecedence
func <+> (a: [Int], b: [Int]) -> [Int] { zip(a, b).map { $0 + $1 } }
print([1, 2] <+> [10, 20])
