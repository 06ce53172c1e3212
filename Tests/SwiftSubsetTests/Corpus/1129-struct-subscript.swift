struct Staircase {
    let stepHeight: Int
    subscript(step: Int) -> Int {
        return stepHeight * step
    }
}
let stairs = Staircase(stepHeight: 18)
print("step 7 is \(stairs[7]) cm up")
