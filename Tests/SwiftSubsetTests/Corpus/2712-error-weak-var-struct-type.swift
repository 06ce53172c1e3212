struct Point { var x = 0 }
weak var last: Point? = nil
print(last as Any)
