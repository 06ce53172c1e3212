import Testing
@testable import KeyLab

@Suite(":add with a learner's class as the kind, and :rotate on a screen that does not turn")
struct RealAppScreenCommandTests {
    @Test("a view added as the learner's class is made as that class under :strategy code")
    func addWithALearnersClass() {
        let session = Session()
        for line in [":draw off", "import UIKit", """
        class RoundedTextField: UITextField {
            var radius: CGFloat = 0
            override func awakeFromNib() {
                super.awakeFromNib()
                radius = 8
                print("awake")
            }
        }
        """, """
        class ViewController: UIViewController {
            @IBOutlet weak var email: UITextField!
            override func viewDidLoad() {
                super.viewDidLoad()
                print((email as? RoundedTextField)?.radius ?? -1)
            }
        }
        """] {
            #expect(!session.handle(line).failed, "\(line)")
        }
        let added = session.handle(":add RoundedTextField email 16 100 343 44")
        #expect(!added.failed)
        #expect(added.output.contains("textfield (RoundedTextField) email"))
        // The scene's view is a text field: it can be focused.
        let installed = session.handle(":strategy code")
        #expect(installed.output.contains("print: awake"), "\(installed.output)")
        #expect(installed.output.contains("print: 8"), "\(installed.output)")
        #expect(!session.handle(":focus email").failed)
        // A name that is neither a kind nor a view class of the learner's is still refused.
        #expect(session.handle(":add RoundedThing other 0 0 10 10").failed)
    }

    @Test("a portrait-only screen stays upright when the device turns")
    func portraitOnlyScreen() {
        let session = Session()
        for line in [":draw off", ":add textfield email 16 500 343 44", "import UIKit", """
        class ViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                print("transition")
            }
        }
        """, ":strategy code"] {
            #expect(!session.handle(line).failed, "\(line)")
        }
        let rotated = session.handle(":rotate landscape")
        #expect(rotated.output.contains("the device turns to landscape; ViewController does not"))
        #expect(!rotated.output.contains("transition"))
        #expect(session.scene.simulation.orientation == .portrait)
    }

    @Test("a screen that turns rotates as before")
    func turningScreen() {
        let session = Session()
        for line in [":draw off", "import UIKit", "class ViewController: UIViewController {}", ":strategy code"] {
            #expect(!session.handle(line).failed, "\(line)")
        }
        #expect(!session.handle(":rotate landscape").failed)
        #expect(session.scene.simulation.orientation == .landscape)
    }
}
