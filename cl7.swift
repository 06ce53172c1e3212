let isTall = { (height: Double) -> Bool in
    return height > 300
}
let a = isTall(height: 336)
