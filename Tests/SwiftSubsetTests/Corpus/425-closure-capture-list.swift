var value = 1
let captured = { [value] in print("captured", value) }
let live = { print("live", value) }
value = 2
captured()
live()
