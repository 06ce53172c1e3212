class Box { var value = 1 }
let box = Box()
box = Box()
