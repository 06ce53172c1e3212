#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the process with status 1 so `make bench` fails when the budget is broken.
func exitFailure() -> Never { exit(1) }
