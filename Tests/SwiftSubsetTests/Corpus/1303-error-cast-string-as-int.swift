let n = "5" as Int
