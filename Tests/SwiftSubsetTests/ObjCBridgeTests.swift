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
        @objc class Base { @objc func ping() { print("base") }
            @discardableResult func f() -> Int { 1 } }
        class Sub: Base { override func ping() { print("sub") }
            @IBOutlet var label: String!
            @IBAction func tap(_ sender: Any) {} }
        print(#selector(Sub.ping), #selector(Sub.tap(_:)))
        Base().f()
        _performSelector(#selector(Base.ping), on: Sub(), with: nil)
        print(AnyHashable(1) == AnyHashable(1))
        let x: Any = NSNumber(value: 3)
        switch x {
        case let d as Double: print("double", d)
        default: print("other")
        }
        print(x as! Int)
        print(x as! String)
        """)
        #expect(r.stderr == "")
        #expect(r.stdout == "")
    }
}
