// Concurrency: the standard CancellationError
func check(_ stop: Bool) throws { if stop { throw CancellationError() } }
do { try check(true) } catch { print("stopped:", error is CancellationError) }
