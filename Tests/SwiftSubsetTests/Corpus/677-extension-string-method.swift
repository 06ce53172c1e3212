extension String {
    func shout() -> String { uppercased() + "!" }
    var wordCount: Int { split(separator: " ").count }
}
print("hello".shout())
print("one two three".wordCount)
