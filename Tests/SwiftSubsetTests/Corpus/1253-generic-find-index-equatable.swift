func firstPosition<T: Equatable>(of target: T, in items: [T]) -> Int? {
    for (position, item) in items.enumerated() {
        if item == target {
            return position
        }
    }
    return nil
}
let weightIndex = firstPosition(of: 7.5, in: [2.5, 5.0, 7.5])
print(weightIndex as Any)
let missingIndex = firstPosition(of: 1.25, in: [2.5, 5.0])
print(missingIndex as Any)
let cityIndex = firstPosition(of: "Lima", in: ["Oslo", "Quito", "Lima"])
print(cityIndex as Any)
