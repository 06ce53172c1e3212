enum Result { case ok(Int), failed(String) }
let results: [Result] = [.ok(1), .failed("x"), .ok(3)]
var sum = 0
for case let .ok(n) in results { sum += n }
print(sum)
guard case .failed(let why) = results[1] else { fatalError() }
print(why)
let pair = (Result.ok(2), 5)
if case (.ok(let a), let b) = pair { print(a + b) }
