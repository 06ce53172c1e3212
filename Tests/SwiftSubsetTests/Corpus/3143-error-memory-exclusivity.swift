// Memory Safety: overlapping in-out access to one variable is a compile-time error
func balance(_ a: inout Int, _ b: inout Int) { let sum = a + b; a = sum / 2; b = sum - a }
var score = 10
balance(&score, &score)
print(score)
