struct Point { var x: Int }
print(Point(x: 1) == Point(x: 1))
