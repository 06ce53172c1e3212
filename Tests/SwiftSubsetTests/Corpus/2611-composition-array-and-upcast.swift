protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { var name: String; var age: Int }
struct Dog: Named, Aged { var name: String; var age: Int }
let all: [any Named & Aged] = [Person(name: "Ann", age: 40), Dog(name: "Rex", age: 3)]
for x in all { print(x.name, x.age) }
let first: Named = all[0]
print(first.name)
print(all.map { $0.age }.reduce(0, +))
