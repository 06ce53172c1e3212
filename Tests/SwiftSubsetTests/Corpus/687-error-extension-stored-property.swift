struct Point { var x = 0 }
extension Point {
    var y = 0
}
