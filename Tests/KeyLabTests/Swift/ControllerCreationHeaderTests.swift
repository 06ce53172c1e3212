import Testing
@testable import KeyLab

/// When keylab cannot make the learner's controller, the header names the
/// initializer it called: `init(coder:)` for a class that declares it, as a
/// storyboard would call it, not `VC()`.
@Suite("a failed creation names the initializer keylab called")
struct ControllerCreationHeaderTests {
    @Test("a controller made in code whose init(coder:) traps: the header says VC(coder:)")
    func coderInitializerNamed() {
        let session = Session(environment: SessionEnvironment(width: 120))
        let controller = """
        class VC: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }
        """
        for line in [":draw off", ":add textfield tf 20 500 335 44", "import UIKit", controller] {
            #expect(!session.handle(line).failed, "\(line)")
        }
        let reply = session.handle(":strategy code VC")
        #expect(reply.failed)
        #expect(reply.output.contains("error: could not create VC(coder:):"), "\(reply.output)")
        #expect(!reply.output.contains("could not create VC():"), "\(reply.output)")
        #expect(reply.unwrappedOutput.contains("note: keylab made VC as a storyboard does, with init(coder:)"), "\(reply.unwrappedOutput)")
    }

}
