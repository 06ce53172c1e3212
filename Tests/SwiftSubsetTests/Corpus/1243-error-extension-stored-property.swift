extension Int {
    var label = "number"
}
