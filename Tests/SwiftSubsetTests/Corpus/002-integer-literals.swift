let decimal = 42
let hex = 0xFF
let binary = 0b1010
let octal = 0o17
let million = 1_000_000
print(decimal, hex, binary, octal, million)
