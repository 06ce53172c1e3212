let flag = true
flag.toggle()
