enum ParseError: Error { case bad(String) }
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.bad(s) }
    return n
}
func read(_ s: String) {
    let y: Int?
    do {
        y = try parse(s)
    } catch {
        y = nil
    }
    print(s, y as Any)
}
read("12"); read("twelve")
func label(_ s: String) -> String {
    let text: String
    do {
        let n = try parse(s)
        text = "number \(n)"
    } catch ParseError.bad(let raw) {
        text = "bad \(raw)"
    } catch {
        text = "other"
    }
    return text
}
print(label("5"), label("x"))
func total(_ items: [String]) -> Int {
    var sum: Int
    do {
        sum = 0
        for i in items { sum += try parse(i) }
    } catch {
        return -1
    }
    return sum
}
print(total(["1", "2"]), total(["1", "b"]))
