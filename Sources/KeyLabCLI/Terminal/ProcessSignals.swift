import CEditLine
import KeyLab
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signal dispositions every keylab run starts with, before any command.
enum ProcessSignals {
    static func install() {
        // Output to a closed pipe is a write error keylab reports, not a crash.
        signal(SIGPIPE, SIG_IGN)
        // Past `ulimit -f` a write fails with EFBIG, which keylab reports
        // ("file size limit exceeded") and cleans up after, instead of being
        // killed mid-write with no message and a partial temp file left.
        signal(SIGXFSZ, SIG_IGN)
        // Ctrl-C, kill and a closed terminal stop the programs keylab runs
        // and remove their scratch folders before keylab ends.
        keylab_install_cleanup_handlers()
        ChildWatch.install(ChildWatch.Observer(
            childStarted: { group, stopSignal in keylab_register_child(group, stopSignal) != 0 },
            childEnded: { group in keylab_unregister_child(group) },
            folderCreated: { path in keylab_register_folder(path) },
            folderRemoved: { path in keylab_unregister_folder(path) },
            folderCreationStarts: { keylab_folder_creation_starts() != 0 },
            folderCreationEnded: { keylab_folder_creation_ended() }
        ))
    }
}
