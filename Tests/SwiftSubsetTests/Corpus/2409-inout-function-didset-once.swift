struct Form {
    var names: [String] = [] {
        didSet { print("names:", names) }
    }
}
func addTwo(_ list: inout [String]) {
    list.append("x")
    list.append("y")
}
var form = Form()
addTwo(&form.names)
print(form.names.count)
