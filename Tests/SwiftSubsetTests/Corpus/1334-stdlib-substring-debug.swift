let s = "hello"
debugPrint(s.prefix(2))
debugPrint([1, 2, 3].suffix(2))
