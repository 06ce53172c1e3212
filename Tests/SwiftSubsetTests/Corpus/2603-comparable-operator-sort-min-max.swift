struct Version: Comparable {
    var major: Int
    var minor: Int
    static func < (lhs: Version, rhs: Version) -> Bool {
        if lhs.major != rhs.major { return lhs.major < rhs.major }
        return lhs.minor < rhs.minor
    }
}
let versions = [Version(major: 2, minor: 1), Version(major: 1, minor: 9), Version(major: 2, minor: 0)]
for v in versions.sorted() { print("\(v.major).\(v.minor)") }
print(versions.min()!.minor, versions.max()!.minor)
