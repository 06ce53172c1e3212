func makeEmpty<T>() -> [T] {
    return []
}
let e = makeEmpty()
