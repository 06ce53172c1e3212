import Testing
@testable import KeyLab

@Suite(":source prints the prelude declaration of a UIKit type")
struct SourceCommandTests {
    @Test("`:source CGRect` shows the struct and its members")
    func showsDeclaration() {
        let reply = Session().handle(":source CGRect")
        #expect(!reply.failed)
        #expect(reply.output.hasPrefix("// import CoreGraphics: keylab's CoreGraphics/CGRect.swift\n"))
        for member in ["struct CGRect", "var origin: CGPoint", "func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect", "static let zero"] {
            #expect(reply.output.contains(member), "missing \(member)")
        }
        #expect(reply.output.hasSuffix("}\n"))
    }

    @Test("`:source CGFloat` shows the typealias decision")
    func showsTypeAlias() {
        #expect(Session().handle(":source CGFloat").output.contains("typealias CGFloat = Double"))
    }

    @Test("an unknown name gets a suggestion and the known names")
    func unknownName() {
        let reply = Session().handle(":source CGRekt")
        #expect(reply.failed)
        #expect(reply.output.contains("error: keylab's UIKit prelude declares no type 'CGRekt'"))
        #expect(reply.output.contains("did you mean 'CGRect'?"))
        #expect(reply.output.contains("CGFloat, CGPath, CGPoint, CGRect, CGSize"))
    }

    @Test("no name, or two, is a usage error")
    func usage() {
        #expect(Session().handle(":source").output.contains("usage: :source NAME"))
        #expect(Session().handle(":source CGRect CGSize").failed)
    }

    @Test("tab completion offers the prelude's names")
    func completion() {
        #expect(Session().completions(for: ":source CG") == ["CGAffineTransform", "CGColor", "CGContext", "CGFloat", "CGPath", "CGPoint", "CGRect", "CGSize"])
        #expect(Session().completions(for: ":sou") == [":source"])
    }

    @Test("the session's Swift sees the prelude after import UIKit")
    func sessionImports() {
        let session = Session()
        #expect(!session.handle("import UIKit").failed)
        #expect(session.handle("print(CGRect(x: 0, y: 0, width: 10, height: 20))").output == "(0.0, 0.0, 10.0, 20.0)\n")
    }
}
