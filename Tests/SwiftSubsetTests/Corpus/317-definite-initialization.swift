let hour = 14
let greeting: String
if hour < 12 {
    greeting = "Good morning"
} else {
    greeting = "Good afternoon"
}
print(greeting)
