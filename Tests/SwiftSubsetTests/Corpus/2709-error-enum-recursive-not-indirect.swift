enum List {
    case end
    case node(Int, List)
}
let list = List.node(1, .node(2, .end))
print(list)
