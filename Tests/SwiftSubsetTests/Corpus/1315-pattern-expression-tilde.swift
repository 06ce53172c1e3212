struct Even {}
func ~= (pattern: Even, value: Int) -> Bool { value % 2 == 0 }
switch 6 {
case Even(): print("even")
default: print("odd")
}
