let count = 0
let bump = { count += 1 }
bump()
