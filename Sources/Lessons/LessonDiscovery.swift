import Foundation

/// Finds the lessons folder: `--lessons DIR`, then `KEYLAB_LESSONS`, then
/// `<prefix>/share/keylab/lessons` beside an installed binary, then the
/// `lessons/` folder of the source tree keylab was built from.
public enum LessonDiscovery {
    /// Where the lessons were found, or why none were.
    public enum Outcome: Sendable, Equatable {
        case found(String)
        /// A folder given explicitly (flag or variable) does not exist.
        case invalid(String)
        /// No candidate folder exists.
        case none
    }

    /// The source tree's `lessons/` folder (from this file's compile-time path).
    public static var sourceTreeLessons: String {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        for _ in 0..<3 { url.deleteLastPathComponent() }  // Lessons, Sources, package root
        return url.appendingPathComponent("lessons").path
    }

    /// Applies the search order.
    public static func locate(flag: String?, environment: [String: String], executablePath: String?) -> Outcome {
        if let flag {
            return isDirectory(flag) ? .found(flag) : .invalid("--lessons \(flag): no such folder")
        }
        if let variable = environment["KEYLAB_LESSONS"], !variable.isEmpty {
            return isDirectory(variable) ? .found(variable) : .invalid("KEYLAB_LESSONS=\(variable): no such folder")
        }
        if let executablePath {
            let binary = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
            let prefix = binary.deletingLastPathComponent().deletingLastPathComponent()
            let installed = prefix.appendingPathComponent("share/keylab/lessons").path
            if isDirectory(installed) { return .found(installed) }
        }
        let source = sourceTreeLessons
        return isDirectory(source) ? .found(source) : .none
    }

    private static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }
}

/// The lesson language: `--lang`, else from `LC_ALL` / `LC_MESSAGES` / `LANG`.
public enum LessonLanguage {
    /// Languages lessons are written in.
    public static let supported = ["en", "ko"]

    /// `ko` for `ko_KR.UTF-8`, `en` for anything unsupported or unset.
    public static func fromEnvironment(_ environment: [String: String]) -> String {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let code = value.prefix { $0.isLetter }.lowercased()
            return supported.contains(code) ? code : "en"
        }
        return "en"
    }
}
