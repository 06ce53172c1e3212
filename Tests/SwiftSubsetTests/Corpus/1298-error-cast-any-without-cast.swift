let x: Any = 5
let y = x + 1
