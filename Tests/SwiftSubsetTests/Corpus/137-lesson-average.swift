let marks = [80, 92, 75]
var sum = 0
for m in marks {
    sum += m
}
let average = Double(sum) / Double(marks.count)
print("Average: \(average)")
