let wheelsPerVehicle = ["tricycle": 3]
for (vehicle, wheels) in wheelsPerVehicle {
    print("a \(vehicle) has \(wheels) wheels")
}
for pair in wheelsPerVehicle {
    print(pair.key, pair.value)
}
