import Foundation
import Testing
@testable import KeyLab

/// A forgotten `import UIKit` gets swiftc's own words and the import to add;
/// `:swiftc` on UIKit code says why the real compiler has no UIKit here.
@Suite("a forgotten import UIKit")
struct MissingImportTests {
    @Test("a UIKit class as a superclass, a type and a call: swiftc's 'cannot find', then the import")
    func swiftcWording() {
        let session = Session()
        let subclass = session.handle("class ViewController: UIViewController {}")
        #expect(subclass.output.hasPrefix("error: cannot find type 'UIViewController' in scope\n"), "\(subclass.output)")
        #expect(subclass.output.contains("note: 'UIViewController' is declared in UIKit: add 'import UIKit'"))
        #expect(!subclass.output.contains("does not support"))
        #expect(!subclass.output.contains(":swiftc"))
        let call = session.handle("let field = UITextField()")
        #expect(call.output.hasPrefix("error: cannot find 'UITextField' in scope\n"), "\(call.output)")
        #expect(call.output.contains("add 'import UIKit'"))
        // A Foundation or CoreGraphics name suggests the import a UIKit learner writes.
        let rect = session.handle("let r: CGRect? = nil")
        #expect(rect.output.hasPrefix("error: cannot find type 'CGRect' in scope\n"), "\(rect.output)")
        #expect(rect.output.contains("add 'import UIKit'"))
        // A name no module declares keeps swiftc's plain message.
        let unknown = session.handle("let z: Zebra? = nil")
        #expect(unknown.output == "error: cannot find type 'Zebra' in scope\nlet z: Zebra? = nil\n       ^~~~~\n", "\(unknown.output)")
        // With the import, the same class is accepted.
        #expect(!session.handle("import UIKit\nclass ViewController: UIViewController {}").failed)
    }

    @Test(":swiftc on UIKit code explains that UIKit exists only in Apple's SDKs", .enabled(if: SwiftcCommandTests.swiftc != nil))
    func swiftcWithoutUIKit() {
        let session = Session(environment: SessionEnvironment(swiftcPath: SwiftcCommandTests.swiftc))
        _ = session.handle("import UIKit")
        let reply = session.handle(":swiftc")
        #expect(reply.failed)
        #expect(reply.output.contains("no such module 'UIKit'"), "\(reply.output)")
        #expect(reply.output.contains("note: UIKit exists only in Apple's SDKs"), "\(reply.output)")
    }
}
