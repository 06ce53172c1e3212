debugPrint("quote \" and \n newline")
debugPrint(1, 2.5, true)
debugPrint(["a": "b"])
debugPrint(Character("x"))
let s: String? = "opt"
debugPrint(s as Any)
