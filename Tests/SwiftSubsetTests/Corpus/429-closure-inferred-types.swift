let numbers = [3, 1, 2]
let sortedNumbers = numbers.sorted(by: { a, b in a < b })
print(sortedNumbers)
let isEven: (Int) -> Bool = { n in n % 2 == 0 }
print(isEven(4), isEven(7))
