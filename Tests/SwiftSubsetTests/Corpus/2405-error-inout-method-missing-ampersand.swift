struct Bag {
    func put(_ x: Int, in list: inout [Int]) { list.append(x) }
}
var numbers: [Int] = []
Bag().put(1, in: numbers)
print(numbers)
