struct Version: Comparable {
    var major: Int
    var minor: Int
    static func < (lhs: Version, rhs: Version) -> Bool {
        if lhs.major != rhs.major { return lhs.major < rhs.major }
        return lhs.minor < rhs.minor
    }
}
let versions = [Version(major: 1, minor: 2), Version(major: 0, minor: 9), Version(major: 1, minor: 0)]
print(versions.sorted().map { "\($0.major).\($0.minor)" })
print(Version(major: 2, minor: 0) > Version(major: 1, minor: 5))
