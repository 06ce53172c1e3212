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

    @Test("a controller made by the app's own initializer or factory goes on the screen")
    func controllerFromAnExpression() {
        let session = Session()
        for line in [":draw off", ":add textfield email 16 100 343 44", "import UIKit", """
        protocol LoginModel { var greeting: String { get } }
        struct StubModel: LoginModel { let greeting: String }
        final class LoginViewController: UIViewController {
            @IBOutlet weak var email: UITextField!
            private let model: LoginModel
            init(model: LoginModel) {
                self.model = model
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                email.placeholder = model.greeting
                print("loaded with", model.greeting)
            }
        }
        enum LoginFactory {
            static func make() -> UIViewController {
                print("factory")
                return LoginViewController(model: StubModel(greeting: "Hi there"))
            }
        }
        """] {
            #expect(!session.handle(line).failed, "\(line)")
        }
        // Made through init(coder:) as a storyboard would, the screen stops as the app would.
        let storyboard = session.handle(":strategy code")
        #expect(storyboard.failed)
        #expect(storyboard.output.contains("init(coder:) has not been implemented"), "\(storyboard.output)")
        // An initializer with arguments: the quotes and spaces are kept as typed.
        let direct = session.handle(":strategy code LoginViewController(model: StubModel(greeting: \"Hello you\"))")
        #expect(!direct.failed, "\(direct.output)")
        #expect(direct.output.contains("strategy: code LoginViewController"))
        #expect(direct.output.contains("print: loaded with Hello you"), "\(direct.output)")
        // A factory typed as UIViewController: its class is the object's own.
        let factory = session.handle(":strategy code LoginFactory.make()")
        #expect(!factory.failed, "\(factory.output)")
        #expect(factory.output.contains("strategy: code LoginViewController"))
        #expect(factory.output.contains("factory"))
        #expect(factory.output.contains("print: loaded with Hi there"), "\(factory.output)")
        #expect(!session.handle(":focus email").failed)
        // An expression that makes no controller of the learner's is refused by name.
        let other = session.handle(":strategy code UIViewController()")
        #expect(other.failed)
        #expect(other.output.contains("'UIViewController' is not a UIViewController subclass declared in this session"), "\(other.output)")
    }
}
