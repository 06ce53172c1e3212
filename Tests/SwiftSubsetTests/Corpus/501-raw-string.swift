let path = #"C:\Users\swift"#
print(path)
let quote = #"She said "hi""#
print(quote)
let n = 3
print(#"n is \#(n), not \(n)"#)
print(##"a "# b"##)
