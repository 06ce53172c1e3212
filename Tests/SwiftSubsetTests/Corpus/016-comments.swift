// A line comment
let x = 1 // trailing comment
/* A block comment */
let y = /* inline */ 2
/* nested /* comments */ work */
print(x + y)
