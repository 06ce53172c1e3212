var drawer: [Any] = []
drawer.append(0)
drawer.append(0.0)
drawer.append(12)
drawer.append(2.5)
drawer.append("receipt")
drawer.append((1.5, 4.0))
for item in drawer {
    switch item {
    case 0 as Int:
        print("an Int zero")
    case 0 as Double:
        print("a Double zero")
    case let count as Int:
        print("the whole number \(count)")
    case let amount as Double where amount > 0:
        print("the positive amount \(amount)")
    case let note as String:
        print("the note \"\(note)\"")
    case let (w, h) as (Double, Double):
        print("a size of \(w) by \(h)")
    default:
        print("something else")
    }
}
