let path = #"C:\Users\ann"#
print(path)
let quoted = #"He said "hi" \n"#
print(quoted)
let interp = #"value: \#(1 + 2)"#
print(interp)
