func describe(_ name: String, age: Int = 0, city: String = "nowhere") {
    print(name, age, city)
}
describe("A")
describe("B", age: 3)
describe("C", city: "Rome")
describe("D", age: 4, city: "Oslo")
