var onDone: () -> Void = {}
func setHandler(_ handler: () -> Void) {
    onDone = handler
}
setHandler { print("done") }
onDone()
