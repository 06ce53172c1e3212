var patients = ["Noor", "Pavel", "Quinn", "Rosa", "Sami"]
print(patients.count)
let callNext = { patients.remove(at: 0) }
print(patients.count)
print("Calling \(callNext())!")
print(patients.count)
func call(patient next: () -> String) {
    print("Calling \(next())!")
}
call(patient: { patients.remove(at: 0) } )
func callLazily(patient next: @autoclosure () -> String) {
    print("Calling \(next())!")
}
callLazily(patient: patients.remove(at: 0))
var laterCalls: [() -> String] = []
func keepForLater(_ next: @autoclosure @escaping () -> String) {
    laterCalls.append(next)
}
keepForLater(patients.remove(at: 0))
keepForLater(patients.remove(at: 0))
print("Kept \(laterCalls.count) calls, \(patients.count) still waiting.")
for call in laterCalls {
    print("Calling \(call())!")
}
