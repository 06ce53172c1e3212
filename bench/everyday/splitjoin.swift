// Splitting and joining: CSV-like rows parsed into fields, numbers, and rejoined in another order.
let n = 240_000
var rows: [String] = []
for i in 0..<n {
    rows.append("\(i),name\(i % 37),\(i * 7 % 1000),\(i % 3 == 0 ? "yes" : "no")")
}
let csv = rows.joined(separator: "\n")
var total = 0
var yes = 0
var out: [String] = []
for line in csv.split(separator: "\n") {
    let fields = line.split(separator: ",").map { String($0) }
    total += Int(fields[2]) ?? 0
    if fields[3] == "yes" { yes += 1 }
    out.append([fields[3], fields[1], fields[0]].joined(separator: ";"))
}
let sentence = out.prefix(2_000).joined(separator: " ")
let shouted = sentence.split(separator: " ").map { $0.uppercased() }.joined(separator: "_")
let parts = shouted.split(separator: "_")
print(total, yes, out.count, out[123])
print(shouted.count, parts.count, parts[7])
