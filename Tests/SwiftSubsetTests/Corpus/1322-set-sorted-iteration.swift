let herbs: Set = ["thyme", "basil", "rosemary"]
for herb in herbs.sorted() {
    print("\(herb)")
}
