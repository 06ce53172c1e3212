import Testing
@testable import KeyLab

/// Code that reaches past keylab's UIKit gets swiftc's error and a note that
/// says where keylab's UIKit ends and how to see what it has, in the
/// learner's language.
@Suite("a member or type keylab's UIKit lacks gets a note after the error")
struct UIKitGapNoteTests {
    @Test("a missing member of a UIKit type names :source for that type")
    func missingMember() {
        let session = Session()
        _ = session.handle("import UIKit")
        let reply = session.handle("let f = UITextField()\nf.pasteDelegate = nil")
        #expect(reply.failed)
        #expect(reply.output.contains("error: value of type 'UITextField' has no member 'pasteDelegate'"))
        #expect(reply.unwrappedOutput.contains("note: 'pasteDelegate' is outside keylab's UIKit, which has what keyboard handling needs, not all of UIKit: :source UITextField shows what it has here"))
    }

    @Test("on the learner's own controller the note names the UIKit class it inherits from")
    func ownSubclass() {
        let session = Session()
        _ = session.handle("import UIKit")
        _ = session.handle("class SignUpViewController: UIViewController {}")
        let reply = session.handle("SignUpViewController().restorationIdentifier = \"signUp\"")
        #expect(reply.output.contains("value of type 'SignUpViewController' has no member 'restorationIdentifier'"))
        #expect(reply.unwrappedOutput.contains(":source UIViewController shows what it has here"))
        _ = session.handle("class Plain {}")
        #expect(!session.handle("Plain().frame").output.contains("keylab's UIKit"))
    }

    @Test("a missing SDK-looking type is named; a learner's own typo is not")
    func missingType() {
        let session = Session()
        _ = session.handle("import UIKit")
        let sdk = session.handle("let board = UIPasteboard.general")
        #expect(sdk.unwrappedOutput.contains("and no 'UIPasteboard': :help source lists the types it has"))
        let typo = session.handle("print(nicknme)")
        #expect(typo.failed)
        #expect(!typo.output.contains("keylab's UIKit"))
    }

    @Test("a search screen with a UISearchBar outlet: the missing type is named once, as outside keylab's UIKit")
    func searchBarController() {
        let session = Session(environment: SessionEnvironment(width: 200))
        _ = session.handle("import UIKit")
        let load = session.handle("""
        class SearchViewController: UIViewController {
            @IBOutlet weak var searchBar: UISearchBar!
            override func viewDidLoad() {
                super.viewDidLoad()
                searchBar.placeholder = "Search"
            }
        }
        """)
        #expect(load.failed)
        #expect(load.output.contains("error: cannot find type 'UISearchBar' in scope"), "\(load.output)")
        #expect(load.unwrappedOutput.contains("and no 'UISearchBar': :help source lists the types it has"), "\(load.unwrappedOutput)")
        // One error: nothing made up about `placeholder` on a type that is not there.
        #expect(load.output.components(separatedBy: "error:").count == 2, "\(load.output)")
    }

    @Test("without import UIKit there is no note: the fix is the import")
    func withoutImport() {
        let reply = Session().handle("let f = UITextField()")
        #expect(reply.failed)
        #expect(!reply.output.contains("keylab's UIKit has"))
    }

    @Test("the note wraps at spaces to the terminal's width", arguments: [40, 60, 90])
    func wraps(width: Int) {
        let session = Session(environment: SessionEnvironment(width: width, language: "en"))
        _ = session.handle("import UIKit")
        let reply = session.handle("UITextField().pasteDelegate = nil")
        let note = reply.output.split(separator: "\n").drop { !$0.hasPrefix("note: 'pasteDelegate'") }
        #expect(note.count >= 2, "\(reply.output)")
        #expect(note.allSatisfy { String($0).displayWidth <= width }, "\(reply.output)")
        #expect(note.joined(separator: " ").replacingOccurrences(of: "      ", with: "")
                .contains(":source UITextField shows what it has here"), "\(reply.output)")
    }

    @Test("the note is Korean in a Korean session")
    func korean() {
        let session = Session(environment: SessionEnvironment(language: "ko"))
        _ = session.handle("import UIKit")
        let reply = session.handle("UIView().undefinedThing = 1")
        #expect(reply.unwrappedOutput.contains("참고: 'undefinedThing'은 keylab의 UIKit 밖에 있어요. keylab의 UIKit에는 UIKit 전체가 아니라 키보드 처리에 필요한 것만 있어요. :source UIView로"))
    }

    @Test("set-up code real controllers carry compiles without a note")
    func setUpCode() {
        let session = Session()
        _ = session.handle("import UIKit")
        let reply = session.handle("""
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        let v = UIView()
        v.addGestureRecognizer(tap)
        v.backgroundColor = .white
        v.isHidden = false
        v.translatesAutoresizingMaskIntoConstraints = false
        print(v.gestureRecognizers?.count ?? 0)
        """)
        #expect(!reply.failed, "\(reply.output)")
        #expect(reply.output.hasPrefix("1\n"))
        #expect(!reply.unwrappedOutput.contains("note:"))
    }
}

extension Reply {
    /// The output with wrapped note lines joined again (their continuation is indented 6 columns).
    var unwrappedOutput: String { output.replacingOccurrences(of: "\n      ", with: " ") }

    @Test("a controller that reaches past keylab's UIKit: the member is named as outside it, and the refusal that follows says why")
    func controllerPastTheEdge() {
        let session = Session(environment: SessionEnvironment(width: 200))
        _ = session.handle(":draw off")
        _ = session.handle(":add textfield tf 20 500 335 44")
        _ = session.handle("import UIKit")
        let load = session.handle("""
        class VC: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.layer.cornerCurve = .continuous
            }
        }
        """)
        #expect(load.failed)
        #expect(load.output.contains("error: value of type 'CALayer' has no member 'cornerCurve'"), "\(load.output)")
        #expect(load.unwrappedOutput.contains("note: 'cornerCurve' is outside keylab's UIKit, which has what keyboard handling needs, not all of UIKit: :source CALayer"), "\(load.unwrappedOutput)")
        // No second, made-up error about `.continuous`.
        #expect(load.output.components(separatedBy: "error:").count == 2, "\(load.output)")
        let put = session.handle(":strategy code VC")
        #expect(put.output.contains("an entry that showed an error is not kept"), "\(put.output)")
    }
}
