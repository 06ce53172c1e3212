var completionHandlers: [() -> Void] = []
func someFunctionWithEscapingClosure(completionHandler: @escaping () -> Void) {
    completionHandlers.append(completionHandler)
}
someFunctionWithEscapingClosure { print("first") }
someFunctionWithEscapingClosure { print("second") }
print(completionHandlers.count)
for handler in completionHandlers {
    handler()
}
