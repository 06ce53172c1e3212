func perform(_ work: () -> Int, then report: (Int) -> Void) {
    report(work())
}
perform {
    21 * 2
} then: { value in
    print("got \(value)")
}
