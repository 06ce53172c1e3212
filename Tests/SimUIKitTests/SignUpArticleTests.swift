import Testing
import KeyboardSim
import SimUIKit

/// Seed 000 (the sign-up screen): the root view shifts only for the nickname
/// field, guarded by `isKeyboard`, with the state in a singleton manager;
/// typed nearly as printed (RegisterView, which the seed does not print, is
/// written here as a holder of the nickname field). Gives `shift-view only
/// nickname`'s numbers.
@Suite struct SignUpArticleTests {
    static let source = """
    import Foundation

    final class RegisterViewManager{

        public static let shared = RegisterViewManager()

        private init() {}

        // 키보드 여부
        private var isKeyboard: Bool = false

        // 기존 origin Y 값
        private var originY: CGFloat?

        func setIsKeyboard(_ value: Bool){
            self.isKeyboard = value
        }

        func getIsKeyboard() -> Bool{
            return self.isKeyboard
        }

        func setOriginY(_ value: CGFloat?){
            self.originY = value
        }

        func getOriginY() -> CGFloat?{
            return self.originY
        }
    }

    final class RegisterView {
        private let nicknameTextField: UITextField
        init(nicknameTextField: UITextField) { self.nicknameTextField = nicknameTextField }
        func getNicknameTextField() -> UITextField { nicknameTextField }
    }

    final class RegisterViewController: UIViewController {
        @IBOutlet weak var nickname: UITextField!

        private var registerView: RegisterView!

        private let registerViewManager = RegisterViewManager.shared

        override func viewDidLoad() {
            super.viewDidLoad()
            registerView = RegisterView(nicknameTextField: nickname)

            // NotificationCenter Observe 설정
            setKeyboardObserver()

            // origin Y축 값 설정
            registerViewManager.setOriginY(self.view.frame.origin.y)
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)

            // 설정된 NotificationCenter Observe 해제
            removeKeyboardObserver()
        }
    }

    // MARK: - Notification Center
    extension RegisterViewController{

        func setKeyboardObserver(){
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)

            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        func removeKeyboardObserver(){
            NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)

            NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc func keyboardWillShow(notification: NSNotification){

            // 닉네임 TextField가 firstResponder일 경우
            if registerView.getNicknameTextField().isFirstResponder{

                // 키보드가 올라와있다면 return
                guard !registerViewManager.getIsKeyboard() else { return }

                // 키보드 높이 구하기
                if let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue{
                    let keyboardRectangle = keyboardFrame.cgRectValue
                    let keyboardHeight = keyboardRectangle.height

                    // View 올리기
                    UIView.animate(withDuration: 0.5) {
                        self.view.frame.origin.y -= keyboardHeight
                    }

                    // isKeyboard 프로퍼티 true 설정
                    registerViewManager.setIsKeyboard(true)
                }
            }else{
                // 기존 origin 값과 현재 origin 값이 같지 않다면
                if self.view.frame.origin.y != registerViewManager.getOriginY(){

                    // 키보드 높이를 구한 후 View를 내려줌
                    if let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue{
                        let keyboardRectangle = keyboardFrame.cgRectValue
                        let keyboardHeight = keyboardRectangle.height

                        UIView.animate(withDuration: 0.5) {
                            self.view.frame.origin.y += keyboardHeight
                        }

                        registerViewManager.setIsKeyboard(false)
                        registerViewManager.setOriginY(self.view.frame.origin.y)
                    }

                }
            }
        }

        @objc func keyboardWillHide(notification: NSNotification){
            // 닉네임 TextField가 firstResponder라면 실행
            if registerView.getNicknameTextField().isFirstResponder{

                guard registerViewManager.getIsKeyboard() else { return }

                // 키보드 높이를 구한 뒤 View를 내려줌
                if let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue{
                    let keyboardRectangle = keyboardFrame.cgRectValue
                    let keyboardHeight = keyboardRectangle.height

                    UIView.animate(withDuration: 0.5) {
                        self.view.frame.origin.y += keyboardHeight
                    }

                    registerViewManager.setIsKeyboard(false)
                }
            }
        }
    }
    """

    static let events: [Event] = [.focus("email"), .dismiss, .focus("nickname"), .focus("email"),
                                  .focus("nickname"), .dismiss]

    @Test(arguments: ["iphone-8", "iphone-x", "iphone-se", "ipad"])
    func theSignUpScreenGivesTheBuiltInNumbers(device: String) throws {
        let run = try ArticleRun.compare(Self.source, device: device, strategy: ["shift-view", "only", "nickname"],
                                         events: Self.events, build: ControllerScreen.signUpForm)
        #expect(run.errors.isEmpty)
        #expect(run.code == run.builtIn)
        // Hand-derived, iPhone 8 portrait, keyboard 258 pt with the predictive bar
        // (keyboard-facts.md): email leaves the root at 0; nickname shifts it to
        // 0 − 258 = −258; switching to email (the else branch, origin ≠ saved 0)
        // brings it back to 0; nickname again −258; the hide +258 → 0.
        if device == "iphone-8" {
            let rootYs = run.code.map { $0[0].split(separator: " ")[2] }
            #expect(rootYs == ["0", "0", "-258", "0", "-258", "0"])
        }
    }
}
