extension Array {
    func everyOther() -> [Element] {
        self.enumerated().filter { $0.offset % 2 == 0 }.map { $0.element }
    }
}
print([1, 2, 3, 4, 5].everyOther())
print(["a", "b", "c"].everyOther())
