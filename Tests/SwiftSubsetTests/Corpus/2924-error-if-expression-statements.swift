let hour = 14
let greeting = if hour < 12 { "morning" } else {
    let late = hour > 18
    late ? "evening" : "afternoon"
}
print(greeting)
