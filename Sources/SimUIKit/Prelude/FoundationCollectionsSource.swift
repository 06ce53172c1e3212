extension PreludeFile {
    /// `IndexPath` and `NSDictionary`: the Foundation collections table code and
    /// Objective-C-era keyboard code use.
    static let foundationCollections = PreludeFile(module: "Foundation", name: "IndexPath", declares: ["IndexPath", "NSDictionary", "NSMutableDictionary"], text: #"""
    /// A position in a table or collection: a section and a row (item) in it.
    struct IndexPath: Equatable, Hashable, Comparable {
        var section: Int
        var row: Int
        /// A collection's name for `row`.
        var item: Int {
            get { row }
            set { row = newValue }
        }
        init(row: Int, section: Int) {
            self.row = row
            self.section = section
        }
        init(item: Int, section: Int) {
            self.row = item
            self.section = section
        }
        static func < (a: IndexPath, b: IndexPath) -> Bool {
            a.section != b.section ? a.section < b.section : a.row < b.row
        }
    }

    /// A dictionary as Objective-C holds it: `userInfo as NSDictionary` makes
    /// one, and `object(forKey:)` reads a value (nil when the key is absent).
    class NSDictionary: NSObject {
        var _storage: [AnyHashable: Any]
        init(dictionary otherDictionary: [AnyHashable: Any]) {
            _storage = otherDictionary
            super.init()
        }
        override init() {
            _storage = [:]
            super.init()
        }
        /// What `dictionary as NSDictionary` makes.
        convenience init(_bridgedFrom dictionary: [AnyHashable: Any]) {
            self.init(dictionary: dictionary)
        }
        /// The value for `aKey`, nil when there is none.
        func object(forKey aKey: AnyHashable) -> Any? { _storage[aKey] }
        /// The same as `object(forKey:)`.
        func value(forKey key: String) -> Any? { _storage[AnyHashable(key)] }
        var count: Int { _storage.count }
        var allKeys: [AnyHashable] { Array(_storage.keys) }
        var allValues: [Any] { Array(_storage.values) }
        subscript(key: AnyHashable) -> Any? { _storage[key] }
        /// Back to a Swift dictionary (`as? [String: Any]` and friends).
        func _bridged(to typeName: String) -> Any? { _storage }
    }

    /// A dictionary that can change.
    class NSMutableDictionary: NSDictionary {
        func setObject(_ anObject: Any, forKey aKey: AnyHashable) { _storage[aKey] = anObject }
        func removeObject(forKey aKey: AnyHashable) { _storage[aKey] = nil }
    }

    """#)
}
