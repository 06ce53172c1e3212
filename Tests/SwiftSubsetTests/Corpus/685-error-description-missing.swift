struct Point: CustomStringConvertible {
    var x = 0
}
