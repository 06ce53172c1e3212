struct Point {
    var x = 0
}
print(Point.x)
