func sum(_ numbers: [Int]) -> Int {
    var total = 0
    for n in numbers {
        total += n
    }
    return total
}
print(sum([1, 2, 3, 4]))
print(sum([]))
