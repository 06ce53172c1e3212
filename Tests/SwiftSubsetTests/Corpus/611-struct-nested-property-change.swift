struct Point { var x = 0; var y = 0 }
struct Line {
    var start = Point()
    var end = Point(x: 1, y: 1)
}
var line = Line()
line.end.x = 5
line.start.y += 2
print(line)
