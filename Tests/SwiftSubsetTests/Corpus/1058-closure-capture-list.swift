var x = 10
let captured = { [x] in print(x) }
x = 20
captured()
let live = { print(x) }
x = 30
live()
