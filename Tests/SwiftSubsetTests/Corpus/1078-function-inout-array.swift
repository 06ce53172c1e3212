func appendTwice(_ list: inout [String], _ item: String) {
    list.append(item)
    list.append(item)
}
var items = ["a"]
appendTwice(&items, "b")
print(items)
