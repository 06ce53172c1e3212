extension Strng {
    func shout() -> String { "!" }
}
