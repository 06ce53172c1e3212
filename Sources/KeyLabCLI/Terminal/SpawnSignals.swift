#if canImport(Glibc)
import Glibc
/// `posix_spawnattr_t` as each C library declares it (a struct on Glibc, a pointer on Darwin).
typealias SpawnAttributes = posix_spawnattr_t
#elseif canImport(Darwin)
import Darwin
typealias SpawnAttributes = posix_spawnattr_t?
#endif

/// The signal state a child keylab hands the terminal to (an editor, a pager) starts with.
enum SpawnSignals {
    /// keylab ignores SIGPIPE and SIGXFSZ and handles Ctrl-C itself, and ignoring is inherited
    /// across exec: the child gets every such signal's default disposition and an empty mask.
    static func resetToDefaults(_ attributes: inout SpawnAttributes) {
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGXFSZ, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP] { sigaddset(&defaults, signal) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    }
}
