// Protocols: '==' between two plain values of a struct without Equatable
struct Reading { var value: Double }
let first = Reading(value: 1.5)
let second = Reading(value: 1.5)
print(first == second)
