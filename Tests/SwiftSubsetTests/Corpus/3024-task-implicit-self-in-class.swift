// A task's closure may use a class's members without `self.`, unlike other escaping closures.
final class Screen {
    var height = 0.0
    var log: [String] = []
    func keyboardWillShow(_ h: Double) -> Task<Void, Never> {
        Task {
            height = h
            log.append("moved by \(h)")
        }
    }
}
let s = Screen()
await s.keyboardWillShow(291).value
await s.keyboardWillShow(336).value
print(s.height, s.log)
