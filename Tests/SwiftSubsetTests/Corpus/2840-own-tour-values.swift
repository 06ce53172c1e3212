// Values, our own walk-through: a bike shop's stock list.
print("Bike shop open")
var bikesOnFloor = 12
bikesOnFloor = 9
let shopName = "Spoke & Chain"

let wheelSize = 29
let tyreWidth = 2.4
let frameWeight: Double = 2

let stockNote = "Bikes on the floor: "
let stockLine = stockNote + String(bikesOnFloor)
print(stockLine)
print(frameWeight, wheelSize, tyreWidth)

let helmets = 4
let locks = 7
print("\(shopName) has \(helmets) helmets.")
print("Accessories in all: \(helmets + locks)")

let flyer = """
    Spring service week at \(shopName)
    Every tune-up comes with a "free" chain clean.
      (Bring the bike before noon.)

    Accessories in stock: \(helmets + locks)
    """
print(flyer)

var models = ["gravel", "tandem", "folding"]
models[2] = "cargo"
var mechanics = [
    "Ines": "wheels",
]
mechanics["Tomas"] = "brakes"
models.append("fixie")
print(models)
print(mechanics["Tomas"] ?? "nobody", mechanics.count)

models = []
mechanics = [:]
print(models.isEmpty, mechanics.isEmpty)
let noRepairs: [String] = []
let noPrices: [String: Float] = [:]
print(noRepairs.count, noPrices.count)
