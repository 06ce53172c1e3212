import Testing
import KeyboardSim
import SimUIKit

/// Seed 001 (the mood diary): the collection view's content inset, the 0.6 /
/// 0.3 rule, `scrollRectToVisible` and `convert`, typed nearly as printed. The
/// seed prints only the show handler; the registration, the hide handler and
/// `activeTextViewFrame` (a delegate callback in the app) are written here in
/// keylab's words. Gives `scroll diaryCollectionView`'s numbers.
@Suite struct DiaryArticleTests {
    static let source = """
    class DiaryEditorViewController: UIViewController {
        @IBOutlet weak var diaryCollectionView: UIScrollView!
        var keyboardHeight: CGFloat = 0

        /// The focused text view's frame in the collection view's coordinates.
        private var activeTextViewFrame: CGRect? {
            for view in diaryCollectionView.subviews where view.isFirstResponder {
                return view.convert(view.bounds, to: self.diaryCollectionView)
            }
            return nil
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(handleKeyboardShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(handleKeyboardHide(_:)),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        // MARK: - 키보드가 나타날 때 텍스트뷰 올리기
        @objc private func handleKeyboardShow(_ notification: Notification) {
            guard let userInfo = notification.userInfo,
                  let frame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            // 1) 키보드 높이 추출
            keyboardHeight = frame.height
            // 2) collectionView 바닥 여백 확보
            diaryCollectionView.contentInset.bottom = keyboardHeight + 20
            diaryCollectionView.verticalScrollIndicatorInsets.bottom = keyboardHeight
            // 3) 포커스된 텍스트뷰의 frame (전역 좌표)
            guard let textViewFrame = activeTextViewFrame else { return }
            // 4) 화면에서 "남아 있는 높이"
            let visibleHeight = view.bounds.height - keyboardHeight
            // 5) 텍스트뷰 중앙이 화면 하단 40%에 있으면 → 키보드에 가림
            let textViewCenterY = textViewFrame.midY
            if textViewCenterY > visibleHeight * 0.6 {
                // 6) 텍스트뷰를 화면 중앙 위로 올리기 위한 offset
                let targetY = textViewFrame.minY - (visibleHeight * 0.3)
                // 7) 부드럽게 스크롤 이동
                let rect = CGRect(
                    x: 0,
                    y: targetY,
                    width: view.bounds.width,
                    height: textViewFrame.height + keyboardHeight
                )
                diaryCollectionView.scrollRectToVisible(rect, animated: true)
            }
        }

        @objc private func handleKeyboardHide(_ notification: Notification) {
            diaryCollectionView.contentInset.bottom = 0
            diaryCollectionView.verticalScrollIndicatorInsets.bottom = 0
        }
    }
    """

    /// A full-screen scroll view, 1200 pt of content, a title field at the top
    /// and the diary's text view at y 500 (120 tall).
    static func diaryScene(_ sim: inout Simulation) throws {
        let w = sim.screenSize.width, h = sim.screenSize.height
        try sim.addView(kind: .scrollview, name: "diaryCollectionView", frame: Rect(x: 0, y: 0, width: w, height: h))
        try sim.setContentHeight("diaryCollectionView", 1200)
        try sim.addView(kind: .textfield, name: "title", frame: Rect(x: 16, y: 80, width: w - 32, height: 40),
                        parent: "diaryCollectionView")
        try sim.addView(kind: .textview, name: "content", frame: Rect(x: 16, y: 500, width: w - 32, height: 120),
                        parent: "diaryCollectionView")
    }

    static let events: [Event] = [.focus("content"), .dismiss, .focus("title"), .focus("content"), .dismiss]

    @Test(arguments: ["iphone-8", "iphone-se", "iphone-x", "iphone-15"])
    func theDiaryGivesTheBuiltInNumbers(device: String) throws {
        let run = try ArticleRun.compare(Self.source, device: device, strategy: ["scroll", "diaryCollectionView"],
                                         events: Self.events, build: Self.diaryScene)
        #expect(run.errors.isEmpty)
        #expect(run.code == run.builtIn)
        // Hand-derived, iPhone 8 portrait, keyboard 258 pt (keyboard-facts.md):
        // contentInset.bottom = 258 + 20 = 278; visibleHeight = 667 − 258 = 409;
        // the text view's midY 560 > 409 × 0.6 = 245.4, so targetY = 500 − 122.7 =
        // 377.3 and rect = (0, 377.3, 375, 120 + 258 = 378). The scroll view is
        // `.automatic` (UIKit's default): its adjusted inset adds the 20 pt status
        // bar on top, so the visible region is 667 − 20 − 278 = 369 high, less
        // than the rect's 378: scrollRectToVisible aligns the rect's top,
        // 377.3 − 20 = 357.3 (within −20…1200 + 278 − 667 = 811).
        if device == "iphone-8" {
            #expect(run.code[0].contains("diaryCollectionView 0 0 375 667 offset 357.3 inset 278"))
        }
    }
}
