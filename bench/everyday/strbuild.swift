// String building: += with literals and interpolation, then joining lines.
let n = 750_000
var s = ""
for i in 0..<n {
    s += "item \(i % 97);"
    if i % 7 == 0 { s += "!" }
}
var lines: [String] = []
for i in 0..<n / 4 {
    lines.append("row \(i): " + String(i * 3 % 11))
}
let joined = lines.joined(separator: "\n")
var report = ""
for (i, line) in lines.enumerated() where i % 1000 == 0 {
    report += line.uppercased() + "|"
}
print(s.count, joined.count, report.count)
print(String(report.prefix(40)))
