struct P { var x: Int }
let s: Set<P> = []
