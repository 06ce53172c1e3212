var handlers: [() -> Void] = []
func register(_ handler: @escaping () -> Void) {
    handlers.append(handler)
}
register { print("first") }
register { print("second") }
print(handlers.count)
for h in handlers { h() }
