var initials = Set<Character>()
print(initials.count)
initials.insert("q")
print(initials.count)
var toppings: Set<String> = ["olives", "basil", "capers"]
print("The pizza has \(toppings.count) toppings.")
if let dropped = toppings.remove("capers") {
    print("No more \(dropped).")
}
print(toppings.contains("anchovies"))
for topping in toppings.sorted() {
    print("\(topping)")
}
