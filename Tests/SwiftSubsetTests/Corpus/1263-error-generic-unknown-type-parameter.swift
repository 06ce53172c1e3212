struct Box {
    var item: T
}
