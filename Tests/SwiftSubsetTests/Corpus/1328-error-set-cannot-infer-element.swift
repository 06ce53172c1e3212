let s = Set()
