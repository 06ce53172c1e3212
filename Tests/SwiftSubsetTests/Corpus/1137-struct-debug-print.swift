struct P { var a: Int; var b: String }
debugPrint(P(a: 1, b: "x"))
print(P(a: 1, b: "x"))
