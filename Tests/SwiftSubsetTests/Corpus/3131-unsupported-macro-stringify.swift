// Macros: a freestanding macro use is refused by name
let message = #stringify(2 + 3)
print(message)
