func shortestAndLongest(_ runs: [Int]) -> (shortest: Int, longest: Int) {
    var shortest = runs[0]
    var longest = runs[0]
    for run in runs[1..<runs.count] {
        if run < shortest {
            shortest = run
        } else if run > longest {
            longest = run
        }
    }
    return (shortest, longest)
}
let week = shortestAndLongest([5, 12, 3, 21, 8])
print("shortest run \(week.shortest) km, longest \(week.longest) km")
