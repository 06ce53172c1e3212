class Widget {
    var size: Int
    required init() { size = 1 }
}
class BigWidget: Widget {
    required init() {
        super.init()
        size = 2
    }
}
print(BigWidget().size)
