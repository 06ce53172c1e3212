import Testing
@testable import SwiftSubset

/// `@objc`, `#selector`, `_performSelector`, `@available` renames, `AnyHashable` and bridging casts
/// (docs/swift-subset.md, "Host API"), with a small test-only prelude instead of keylab's UIKit.
@Suite struct ObjCBridgeTests {
    /// A toy Foundation: boxes that bridge as Foundation's do, and renamed Swift 3 names.
    static let modules = HostModules([
        HostModule(name: "Toy", files: [
            HostSourceFile(name: "Boxes.swift", text: """
            typealias TimeInterval = Double
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
                    case "UInt": return value >= 0 && Double(UInt(value)) == value ? UInt(value) : nil
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
            struct Name { let rawValue: String }
            extension Name {
                static let keyboardWillShow = Name(rawValue: "show")
                @available(swift, obsoleted: 4.2, renamed: "Name.keyboardWillShow")
                static let UIKeyboardWillShow = Name(rawValue: "show")
            }

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

    func error(_ source: String) -> String {
        let r = run(source)
        return r.stderr.split(separator: "\n").first.map(String.init) ?? ""
    }

    // MARK: #selector and _performSelector

    @Test func selectorObserversAreCalledWithAndWithoutTheArgument() {
        let r = run("""
        class VC {
            @objc func keyboardWillShow(_ info: [AnyHashable: Any]?) {
                guard let info = info, let frame = info[Keys.frameEnd] as? Rect else { print("no frame"); return }
                print("shift by", frame.y)
            }
            @objc func ping() { print("ping") }
            func start(_ c: Center) {
                c.addObserver(self, selector: #selector(keyboardWillShow(_:)))
                c.addObserver(self, selector: #selector(self.ping))
            }
        }
        let c = Center()
        let vc = VC()
        vc.start(c)
        c.post([Keys.frameEnd: NSValue(rect: Rect(x: 0, y: 258))])
        c.post(nil)
        """)
        #expect(r.stderr == "")
        #expect(r.stdout == "shift by 258.0\nping\nno frame\nping\n")
    }

    @Test func performSelectorDispatchesToTheOverrideAndReportsWhetherItCalled() {
        let r = run("""
        class Base { @objc func ping() { print("base") } }
        class Sub: Base {
            override func ping() { print("sub") }
            @objc func two(_ a: Int, b: Int) {}
        }
        let none: Sub? = nil
        print(_performSelector(#selector(Base.ping), on: Sub(), with: nil))
        print(_performSelector(#selector(Base.ping), on: none, with: nil))
        print(_performSelector(#selector(Sub.two(_:b:)), on: Sub(), with: 1))
        """)
        #expect(r.stderr == "")
        #expect(r.stdout == "sub\ntrue\nfalse\nfalse\n")
    }

    @Test func selectorsPrintTheirObjectiveCNames() {
        let r = run("""
        class VC {
            @objc func keyboardWillShow(_ n: Int) {}
            @objc func hide() {}
            @objc func move(_ a: Int, with b: Int) {}
            @objc func update(text: String) {}
            @objc func adjust(for height: Double) {}
            @IBAction func tapped(_ sender: Any) {}
        }
        print(#selector(VC.keyboardWillShow), #selector(VC.hide), #selector(VC.move(_:with:)))
        print(#selector(VC.update(text:)), #selector(VC.adjust(for:)), #selector(VC.tapped(_:)))
        """)
        #expect(r.stderr == "")
        #expect(r.stdout == "keyboardWillShow: hide move:with:\nupdateWithText: adjustFor: tapped:\n")
    }

    @Test func selectorOfAMethodThatIsNotObjCGetsSwiftcsErrorAndNote() {
        let r = run("""
        class VC {
            func keyboardWillShow(_ n: Int) {}
            func start() { print(#selector(keyboardWillShow(_:))) }
        }
        """)
        #expect(r.stderr.contains("main.swift:4:36: error: argument of '#selector' refers to instance method 'keyboardWillShow(_:)' that is not exposed to Objective-C"))
        #expect(r.stderr.contains("note: add '@objc' to expose this instance method to Objective-C"))
    }

    @Test func selectorOfAMissingOrAmbiguousMethod() {
        #expect(error("class VC { @objc func keyboardWillShow() {}\n func f() { _ = #selector(keyboardWillShw) } }")
                == "main.swift:3:27: error: cannot find 'keyboardWillShw' in scope")
        #expect(error("class VC { @objc func a() {} }\nlet s = #selector(VC.b)")
                == "main.swift:3:22: error: type 'VC' has no member 'b'")
        #expect(error("class VC { @objc func a(x: Int) {}\n @objc func a(y: Int) {} }\nlet s = #selector(VC.a)")
                == "main.swift:4:22: error: ambiguous use of 'a'")
        #expect(error("class VC { @objc func a(x: Int) {}\n @objc func a(y: Int) {} }\nlet s = #selector(VC.a(y:))") == "")
        #expect(error("class VC { var a = 1 }\nlet s = #selector(VC.a)") == "main.swift:3:22: error: argument of '#selector' cannot refer to a property")
        #expect(error("class VC { @objc func a() {} }\nlet vc = VC()\nlet s = #selector(vc.a)\nprint(s)") == "")
        #expect(error("let s = #selector") == "main.swift:2:18: error: expected '(' following '#selector'")
    }

    @Test func selectorsFindMethodsOfExtensionsAndPrivateOnes() {
        let r = run("""
        class VC {
            func start(_ c: Center) {
                c.addObserver(self, selector: #selector(keyboardWillHide(_:)))
                let later = { c.addObserver(self, selector: #selector(self.done)) }
                later()
            }
        }
        extension VC {
            @objc private func keyboardWillHide(_ info: [AnyHashable: Any]?) { print("hide", info?.count ?? -1) }
            @objc fileprivate func done() { print("done") }
        }
        let c = Center()
        let vc = VC()
        vc.start(c)
        c.post(["a": 1])
        """)
        #expect(r.stderr == "")
        #expect(r.stdout == "hide 1\ndone\n")
    }

    @Test func selectorsCompareAndKeyDictionaries() {
        let r = run("""
        class VC { @objc func a() {}
            @objc func b() {} }
        let s: Selector = #selector(VC.a)
        var calls: [Selector: Int] = [s: 1]
        calls[#selector(VC.b)] = 2
        print(s == #selector(VC.a), s == #selector(VC.b), calls[#selector(VC.b)] ?? 0, [s])
        """)
        #expect(r.stderr == "")
        #expect(r.stdout == "true false 2 [a]\n")
    }

    @Test func replSessionsKeepRenamesAndSelectors() {
        let repl = SwiftREPL(modules: Self.modules)
        #expect(repl.evaluate("import Toy").failed == false)
        let renamed = repl.evaluate("print(ToyFrameEndUserInfoKey)")
        #expect(renamed.failed)
        #expect(renamed.output.contains("error: 'ToyFrameEndUserInfoKey' has been renamed to 'Keys.frameEnd'"))
        #expect(repl.evaluate("class VC { @objc func tap() { print(\"tap\") } }").failed == false)
        #expect(repl.evaluate("_ = _performSelector(#selector(VC.tap), on: VC(), with: nil)").output == "tap\n")
    }

    // MARK: attributes

    @Test func renamedDeclarationsGetSwiftcsError() {
        #expect(error("print(ToyFrameEndUserInfoKey)") == "main.swift:2:7: error: 'ToyFrameEndUserInfoKey' has been renamed to 'Keys.frameEnd'")
        #expect(error("print(Keys.FrameEndKey)") == "main.swift:2:12: error: 'FrameEndKey' has been renamed to 'Keys.frameEnd'")
        #expect(error("let r: ToyRect = Rect(x: 0, y: 0)") == "main.swift:2:8: error: 'ToyRect' has been renamed to 'Rect'")
        #expect(error("let k: Name = .keyboardWillShow\nlet o: Name = .UIKeyboardWillShow")
                == "main.swift:3:16: error: 'UIKeyboardWillShow' has been renamed to 'Name.keyboardWillShow'")
    }

    @Test func aRenameShowsSwiftcsFixIt() {
        let r = run("let key = Keys.FrameEndKey")
        #expect(r.stderr == """
        main.swift:2:16: error: 'FrameEndKey' has been renamed to 'Keys.frameEnd'
        let key = Keys.FrameEndKey
                       ^~~~~~~~~~~
                       Keys.frameEnd

        """)
    }

    @Test func aLearnersOwnDeclarationHidesTheRenamedOne() {
        let r = run("let ToyFrameEndUserInfoKey = \"mine\"\nprint(ToyFrameEndUserInfoKey)")
        #expect(r.stderr == "")
        #expect(r.stdout == "mine\n")
    }

    @Test func unknownAttributesAreRefusedByName() {
        #expect(error("@globalActor struct A {}") == "main.swift:2:1: error: keylab does not support the attribute '@globalActor' yet")
        #expect(error("class A { @NSManaged var x: Int = 0 }") == "main.swift:2:11: error: keylab does not support the attribute '@NSManaged' yet")
        #expect(error("class A { @objcc func f() {} }") == "main.swift:2:12: error: unknown attribute 'objcc'")
    }

    @Test func interfaceBuilderAttributesAreAccepted() {
        let r = run("""
        @objc class VC {
            @IBOutlet var label: String!
            @IBAction func tap(_ sender: Any) { print("tap") }
            @discardableResult @objc func count() -> Int { 3 }
        }
        let vc = VC()
        vc.count()
        vc.tap(1)
        """)
        #expect(r.stderr == "")
        #expect(r.stdout == "tap\n")
    }

    // MARK: bridging casts

    @Test func boxesBridgeThroughTheirBridgedMethod() {
        let r = run("""
        let frame: Any = NSValue(rect: Rect(x: 1, y: 2))
        let number: Any = NSNumber(value: 0.25)
        let whole: Any = NSNumber(value: 7)
        print(frame as? Rect as Any, frame is NSValue, frame is Rect)
        print(number as? Double as Any, number as? Int as Any, number as? String as Any)
        print(whole as? Int as Any, whole as! Double, whole as? UInt as Any, number as? TimeInterval ?? 0, number as? NSNumber != nil)
        if case let r as Rect = frame { print("case", r.y) }
        guard case is NSNumber = whole, !(whole is String) else { fatalError() }
        switch whole {
        case let r as Rect: print("rect", r)
        case let n as Int: print("int", n)
        default: print("other")
        }
        """)
        #expect(r.stderr == "")
        #expect(r.stdout == """
        Optional(Toy.Rect(x: 1.0, y: 2.0)) true true
        Optional(0.25) nil nil
        Optional(7) 7.0 Optional(7) 0.25 true
        case 2.0
        int 7

        """)
    }

    @Test func aFailedBridgeIsAFailedForcedCast() {
        let r = run("let n: Any = NSNumber(value: 1)\nprint(n as! String)")
        #expect(r.exitCode == 134)
        #expect(r.stderr.contains("Fatal error: Could not cast value of type 'Toy.NSNumber' (0x…) to 'Swift.String' (0x…)."))
    }

    // MARK: AnyHashable

    @Test func anyHashableKeysPrintAndCompareAsSwiftDoes() {
        let r = run("""
        let info: [AnyHashable: Any] = ["a": 1]
        print(info, info["a"] as? Int ?? 0, AnyHashable("a") == AnyHashable("a"), AnyHashable(1) == AnyHashable("1"))
        """)
        #expect(r.stderr == "")
        #expect(r.stdout == "[AnyHashable(\"a\"): 1] 1 true false\n")
    }
}
