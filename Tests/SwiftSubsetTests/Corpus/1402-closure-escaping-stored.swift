var handlers: [() -> Void] = []
var onDone: () -> Void = {}
func add(_ handler: @escaping () -> Void) {
    handlers.append(handler)
}
func setHandler(_ handler: @escaping () -> Void) {
    onDone = handler
}
func runNow(_ work: () -> Void) {
    work()
}
add { print("first") }
add { print("second") }
setHandler { print("done") }
runNow { print("now") }
for h in handlers { h() }
onDone()
