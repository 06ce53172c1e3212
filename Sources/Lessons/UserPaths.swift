import Foundation

/// Where keylab keeps the user's files, following the XDG base directories:
/// progress under `$XDG_DATA_HOME/keylab/` (default `~/.local/share/keylab/`),
/// history under `$XDG_STATE_HOME/keylab/` (default `~/.local/state/keylab/`).
public struct UserPaths: Sendable, Equatable {
    /// Folder for progress.
    public var dataDirectory: String
    /// Folder for the line history.
    public var stateDirectory: String

    /// Resolves the folders from an environment (relative XDG values are
    /// ignored, as the XDG specification says).
    public init(environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        func base(_ variable: String, default fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return home + "/" + fallback
        }
        dataDirectory = base("XDG_DATA_HOME", default: ".local/share") + "/keylab"
        stateDirectory = base("XDG_STATE_HOME", default: ".local/state") + "/keylab"
    }

    /// The history file.
    public var historyFile: String { stateDirectory + "/history" }

    /// Creates `path` (readable only by the user) and its parents; returns a
    /// message when that fails.
    public static func ensureDirectory(_ path: String) -> String? {
        PrivateFolder.create(path)
    }
}
