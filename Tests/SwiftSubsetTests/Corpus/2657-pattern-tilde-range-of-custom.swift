struct Temperature { var degrees: Int }
func ~= (range: ClosedRange<Int>, t: Temperature) -> Bool { range.contains(t.degrees) }
for t in [Temperature(degrees: -3), Temperature(degrees: 18), Temperature(degrees: 35)] {
    switch t {
    case -50...0: print("freezing")
    case 1...25: print("mild")
    default: print("hot")
    }
}
