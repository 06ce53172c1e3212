let romanDigits = [1: "I", 2: "II", 3: "III", 4: "IV", 5: "V",
                   6: "VI", 7: "VII", 8: "VIII", 9: "IX", 0: "-"]
let codes = [47, 305, 9]
let spelled = codes.map { (code) -> String in
    var code = code
    var parts: [String] = []
    repeat {
        parts.insert(romanDigits[code % 10]!, at: 0)
        code /= 10
    } while code > 0
    return parts.joined(separator: ".")
}
print(spelled)
