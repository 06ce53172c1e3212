import Testing
@testable import SwiftSubset

/// `@objc`, `#selector`, `_performSelector`, `@available` renames, `AnyHashable` and bridging casts
/// (docs/swift-subset.md, "Host API"), with a small test-only prelude instead of keylab's UIKit.
@Suite struct ObjCBridgeTests {
    /// A toy Foundation: boxes that bridge as Foundation's do, and renamed Swift 3 names.
    static let modules = HostModules([
        HostModule(name: "Toy", files: [
            HostSourceFile(name: "Boxes.swift", text: """
            struct Rect { var x: Double
                var y: Double }
            class NSValue {
                let rect: Rect
                init(rect: Rect) { self.rect = rect }
                func _bridged(to typeName: String) -> Any? { typeName == "Rect" ? rect : nil }
            }
            class NSNumber {
                let value: Double
                init(value: Double) { self.value = value }
                func _bridged(to typeName: String) -> Any? {
                    switch typeName {
                    case "Double": return value
                    case "Int": return Double(Int(value)) == value ? Int(value) : nil
                    default: return nil
                    }
                }
            }
            struct Keys {
                static let frameEnd = "FrameEnd"
                @available(*, unavailable, renamed: "Keys.frameEnd") static let FrameEndKey = "FrameEnd"
            }
            @available(*, unavailable, renamed: "Keys.frameEnd") let ToyFrameEndUserInfoKey = "FrameEnd"
            @available(swift, obsoleted: 4.2, renamed: "Rect") typealias ToyRect = Rect

            """),
            HostSourceFile(name: "Center.swift", text: """
            class Center {
                var observers: [(AnyObject, Selector)] = []
                func addObserver(_ observer: AnyObject, selector: Selector) { observers.append((observer, selector)) }
                func post(_ info: [AnyHashable: Any]?) {
                    for (o, s) in observers { _performSelector(s, on: o, with: info) }
                }
            }

            """),
        ]),
    ])

    func run(_ source: String) -> (stdout: String, stderr: String, exitCode: Int32) {
        let r = SwiftProgram.run(source: "import Toy\n" + source, fileName: "main.swift", modules: Self.modules)
        return (r.stdout, r.stderr, r.exitCode)
    }

    @Test func smoke() {
        let r = run("""
        class VC {
            @objc func keyboardWillShow(_ info: [AnyHashable: Any]?) {
                print(info as Any); if let i = info { print(i[Keys.frameEnd] as Any, i[Keys.frameEnd] as? Rect as Any) }
                guard let info = info, let r = info[Keys.frameEnd] as? Rect else { print("no"); return }
                print("shift", r.y)
            }
            @objc func hello() { print("hello") }
            func start(_ c: Center) {
                c.addObserver(self, selector: #selector(keyboardWillShow(_:)))
                c.addObserver(self, selector: #selector(self.hello))
            }
        }
        let c = Center()
        let vc = VC()
        vc.start(c)
        c.post([Keys.frameEnd: NSValue(rect: Rect(x: 0, y: 258))])
        let n: Any = NSNumber(value: 0.25)
        print(n as? Double as Any, n as? Int as Any, n as? String as Any, n is NSNumber)
        print(#selector(VC.keyboardWillShow(_:)))
        let d: [AnyHashable: Any] = [Keys.frameEnd: NSValue(rect: Rect(x: 0, y: 258))]
        print(d)
        print(d[Keys.frameEnd] as Any)
        let v: Any = NSValue(rect: Rect(x: 0, y: 1))
        print(v as? Rect as Any)
        let k = AnyHashable("x")
        print(k, [k: 1])
        """)
        #expect(r.stderr == "")
        #expect(r.stdout == "")
    }
}
