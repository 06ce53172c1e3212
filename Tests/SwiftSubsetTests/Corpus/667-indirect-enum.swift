indirect enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
}
print("ok")
