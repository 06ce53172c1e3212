func run(_ f: () -> Void) { f() }
run { (x: Int) in print(x) }
