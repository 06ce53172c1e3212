let n = Int(string: "5")
