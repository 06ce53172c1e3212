struct Box<T> { var value: T }
let b: Box<Int> = Box(value: "text")
