// Control flow, our own walk-through: a week of a weather log.
let rainfall = [0, 14, 3, 0, 22]
var wetDays = 0
for millimetres in rainfall {
    if millimetres > 5 {
        wetDays += 2
    } else {
        wetDays += 1
    }
}
print(wetDays)

let umbrella = if wetDays > 6 {
    "☔️"
} else {
    "-"
}
print("Wet score:", wetDays, umbrella)

var stationName: String? = "Hilltop"
print(stationName == nil)
stationName = nil
print(stationName == nil)

var backupStation: String? = "Harbour"
var report = "No station"
if let name = backupStation {
    report = "Reading from \(name)"
}
print(report)

let shortName: String? = nil
let officialName = "Harbour Automatic Station"
print("Station: \(shortName ?? officialName)")
if let shortName {
    print("Short name \(shortName)")
}
backupStation = nil
if let backupStation {
    print("still here: \(backupStation)")
} else {
    print("no backup station")
}

let sky = "light drizzle"
switch sky {
case "clear":
    print("Leave the coat at home.")
case "fog", "haze":
    print("Drive with low beams.")
case let text where text.hasSuffix("drizzle"):
    print("Only \(text) today.")
default:
    print("Check again at noon.")
}

let readings = [
    "morning": [4, 6, 5],
    "noon": [11, 14, 13, 12],
    "night": [2, 1, 3],
]
var warmest = Int.min
for (_, temperatures) in readings {
    for temperature in temperatures {
        if temperature > warmest {
            warmest = temperature
        }
    }
}
print(warmest)

var pressure = 3
while pressure < 90 {
    pressure *= 3
}
print(pressure)

var gusts = 3
repeat {
    gusts *= 3
} while gusts < 90
print(gusts)

var hoursLogged = 0
for hour in 1..<6 {
    hoursLogged += hour
}
print(hoursLogged)
