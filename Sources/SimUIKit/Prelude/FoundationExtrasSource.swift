extension PreludeFile {
    /// The Foundation a screen's code uses around the keyboard: localized
    /// strings, bundles, errors, `NSString` and attributed strings.
    static let foundationExtras = PreludeFile(module: "Foundation", name: "Bundle", declares: ["Bundle", "NSLocalizedString", "NSError", "NSString", "NSAttributedString", "NSMutableAttributedString", "NSRange", "NSLocalizedDescriptionKey", "_Error_localizedDescription", "NSTextAlignment", "NSLineBreakMode"], text: #"""
    // keylab's app has no files: no string tables, no Info.plist, no resources.
    // What a screen's code asks of them runs and gives what an app without
    // them gives.

    /// The app's bundle (keylab's holds nothing).
    class Bundle: NSObject {
        /// The app's own bundle.
        static let main = Bundle(_identifier: "com.example.keylab")
        /// Its identifier (`com.example.keylab` for the main bundle).
        let bundleIdentifier: String?
        init(_identifier: String?) {
            bundleIdentifier = _identifier
            super.init()
        }
        /// The Info.plist's keys (keylab's app has the version only).
        var infoDictionary: [String: Any]? {
            ["CFBundleShortVersionString": "1.0", "CFBundleVersion": "1", "CFBundleIdentifier": bundleIdentifier ?? ""]
        }
        /// One Info.plist value, nil when there is none.
        func object(forInfoDictionaryKey key: String) -> Any? { infoDictionary?[key] }
        /// A localized string: with no string table, `value` when it is not empty, else `key`.
        func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
            if let value, !value.isEmpty { return value }
            return key
        }
        /// A resource's path: keylab's bundle has no resources.
        func path(forResource name: String?, ofType ext: String?) -> String? { nil }
    }

    /// A localized string. keylab's app has no string tables, so this is `key`
    /// (or `value` when one is given), as an app gives for a key its tables lack.
    func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main,
                           value: String = "", comment: String) -> String {
        bundle.localizedString(forKey: key, value: value, table: tableName)
    }

    /// The `userInfo` key of an error's description.
    let NSLocalizedDescriptionKey = "NSLocalizedDescription"

    /// An error with a domain, a code and a dictionary of details.
    class NSError: NSObject, Error {
        let domain: String
        let code: Int
        let userInfo: [String: Any]
        init(domain: String, code: Int, userInfo dict: [String: Any]? = nil) {
            self.domain = domain
            self.code = code
            self.userInfo = dict ?? [:]
            super.init()
        }
        /// What `error as NSError` makes of any error: the same NSError, or one
        /// with the Swift error's domain (`main.LoginError`) and code.
        convenience init(_bridgedFrom error: Error) {
            if let ns = error as? NSError {
                self.init(domain: ns.domain, code: ns.code, userInfo: ns.userInfo)
            } else {
                self.init(domain: error._domain, code: error._code, userInfo: nil)
            }
        }
        /// The description in `userInfo`, else Foundation's sentence with the domain and code.
        var localizedDescription: String {
            if let text = userInfo[NSLocalizedDescriptionKey] as? String { return text }
            return "The operation couldn’t be completed. (\(domain) error \(code).)"
        }
    }

    /// `localizedDescription` of any error, as Foundation gives it on a device:
    /// an NSError's own, else "The operation couldn’t be completed. (DOMAIN
    /// error CODE.)" with the error's type (`main.LoginError`; an app's module
    /// on a device) and Swift's code (an enum's cases with associated values
    /// count first, then the others; 1 for a struct or class).
    func _Error_localizedDescription(_ error: Error) -> String {
        if let ns = error as? NSError { return ns.localizedDescription }
        return "The operation couldn’t be completed. (\(error._domain) error \(error._code).)"
    }

    /// How many UTF-16 units `string` takes, as NSString and NSRange count:
    /// one per scalar, two for a scalar past U+FFFF (most emoji).
    func _keylabUTF16Count(_ string: String) -> Int {
        var units = 0
        for scalar in string.unicodeScalars { units += scalar.value > 0xFFFF ? 2 : 1 }
        return units
    }

    /// A range of UTF-16 units in a string.
    struct NSRange: Equatable {
        var location: Int
        var length: Int
        init(location: Int, length: Int) {
            self.location = location
            self.length = length
        }
    }

    /// `NSRange(location:length:)` as C spells it.
    func NSMakeRange(_ loc: Int, _ len: Int) -> NSRange { NSRange(location: loc, length: len) }

    /// A string as Objective-C holds it: its length counts UTF-16 units.
    class NSString: NSObject {
        let _string: String
        init(string aString: String) {
            _string = aString
            super.init()
        }
        /// The number of UTF-16 units ("😀" is 2, as on a device).
        var length: Int { _keylabUTF16Count(_string) }
        var lowercased: String { _string.lowercased() }
        var uppercased: String { _string.uppercased() }
        var description: String { _string }
    }

    /// How text lines up across its view.
    enum NSTextAlignment: Int {
        case left, center, right, justified, natural
    }

    /// Where a line too long for its view breaks or is cut.
    enum NSLineBreakMode: Int {
        case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
    }

    /// Text with attributes (fonts, colours) over ranges. keylab keeps the
    /// attributes and draws none.
    class NSAttributedString: NSObject {
        /// An attribute's name.
        struct Key: Equatable, Hashable {
            let rawValue: String
            init(rawValue: String) { self.rawValue = rawValue }
            init(_ rawValue: String) { self.rawValue = rawValue }
            static let font = NSAttributedString.Key(rawValue: "NSFont")
            static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
            static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
            static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
            static let kern = NSAttributedString.Key(rawValue: "NSKern")
            static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
            static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
            static let link = NSAttributedString.Key(rawValue: "NSLink")
            static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
        }

        /// The text.
        var string: String { _string }
        var _string: String
        /// The attributes and the ranges they cover, in the order they were given.
        var _runs: [(NSAttributedString.Key, Any, NSRange)] = []

        init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
            _string = str
            super.init()
            if let attrs {
                for (key, value) in attrs { _runs.append((key, value, NSRange(location: 0, length: _keylabUTF16Count(str)))) }
            }
        }
        convenience init(string str: String) { self.init(string: str, attributes: nil) }
        convenience init(attributedString attrStr: NSAttributedString) {
            self.init(string: attrStr.string, attributes: nil)
            _runs = attrStr._runs
        }

        /// The number of UTF-16 units ("😀" is 2, as on a device).
        var length: Int { _keylabUTF16Count(_string) }

        /// The value of `attrName` at `location` (the last one given that covers it).
        func attribute(_ attrName: NSAttributedString.Key, at location: Int) -> Any? {
            var found: Any? = nil
            for run in _runs where run.0 == attrName && location >= run.2.location && location < run.2.location + run.2.length {
                found = run.1
            }
            return found
        }
    }

    /// Attributed text that can change.
    class NSMutableAttributedString: NSAttributedString {
        /// Adds `value` for `name` over `range`.
        func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
            _runs.append((name, value, range))
        }
        /// Adds every attribute of `attrs` over `range`.
        func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
            for (key, value) in attrs { _runs.append((key, value, range)) }
        }
        /// Adds `attrString` at the end.
        func append(_ attrString: NSAttributedString) {
            let offset = length
            for run in attrString._runs {
                _runs.append((run.0, run.1, NSRange(location: run.2.location + offset, length: run.2.length)))
            }
            _string += attrString.string
        }
    }

    """#)
}
