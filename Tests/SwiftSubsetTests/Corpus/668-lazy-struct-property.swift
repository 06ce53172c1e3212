struct Data {
    lazy var big = [1, 2, 3]
}
var d = Data()
print(d.big)
