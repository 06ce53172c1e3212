let n = 1
if n > 0 {
    continue
}
