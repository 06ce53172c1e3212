let o: Int? = 1
let v = o ?? "none"
