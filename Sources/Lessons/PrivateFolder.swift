import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// keylab's own folders (progress, history): created readable only by the
/// user (0700), so no one else can plant files or links in them.
public enum PrivateFolder {
    /// Creates `path` (0700) and its missing parents (with the usual
    /// permissions); returns a message when that fails, nil when the folder
    /// exists. An existing folder's permissions are left as the user set them.
    public static func create(_ path: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0 {
            return info.st_mode & S_IFMT == S_IFDIR ? nil : "cannot create \(path): a file is in the way"
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path {
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                return "cannot create \(parent): \(error.localizedDescription)"
            }
        }
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            return "cannot create \(path): \(BoundedFileReader.message(errno))"
        }
        return nil
    }
}
