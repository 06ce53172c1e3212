func average(_ values: Double...) -> Double {
    values.reduce(0, +) / Double(values.count)
}
print(average(216, 291))
print(average([216, 291]))
