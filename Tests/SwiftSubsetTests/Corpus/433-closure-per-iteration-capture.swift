var printers: [() -> Void] = []
for i in 1...3 {
    printers.append { print("item", i) }
}
for p in printers { p() }
