let n = 1
break
