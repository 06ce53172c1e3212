func greet(person: String, from city: String) -> String {
    return "Hi \(person) from \(city)"
}
print(greet(person: "Ana", from: "Lima"))
