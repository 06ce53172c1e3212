enum StepError: Error { case tooBig, negative }

func step(_ n: Int) throws -> Int {
    if n < 0 { throw StepError.negative }
    if n > 9 { throw StepError.tooBig }
    return n + 1
}

do {
    print(try step(12))
} catch .tooBig {
    print("too big")
} catch {
    print("other")
}
