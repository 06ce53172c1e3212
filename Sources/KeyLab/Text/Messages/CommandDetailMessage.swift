import KeyboardSim

/// The details `:help NAME` prints under a command's summary, in Korean.
/// The raw value is the command's name; the English text is the command's
/// own `details` (one source of truth: `CommandCatalogueTests` checks that
/// every command with details has an entry here).
enum CommandDetailMessage: String, CaseIterable, MessageEntry {
    case swiftc
    case source
    case load
    case edit
    case devices
    case device
    case add
    case pin
    case content
    case clear
    case strategy
    case navbar
    case tabbar
    case window
    case present
    case accessory
    case insetAdjustment = "inset-adjustment"
    case focus
    case keyboard
    case rotate
    case screen
    case dragDismiss = "drag-dismiss"
    case inputView = "input-view"
    case keyboardType = "keyboard-type"
    case chatBar = "chat-bar"
    case reloadInputViews = "reload-input-views"
    case layout
    case trace
    case json
    case expect
    case code
    case explain
    case draw
    case animate
    case page
    case lesson
    case hint
    case check
    case replay
    case retry
    case predict
    case audit

    var english: String {
        CommandRegistry.standard.command(named: rawValue)?.details ?? ""
    }

    var korean: String {
        switch self {
        case .swiftc: return "지금까지 받아들인 Swift 입력과, keylab이 지원하지 않아 거절한 입력을 실제 `swiftc`(PATH에 있을 때)에 넘겨 프로그램을 실행해요. keylab이 아직 지원하지 않는 코드에 쓸모 있어요."
        case .load: return "파일 전체를 직접 입력한 것처럼 입력 하나로 실행해요. 선언은 남고, 컴파일 오류가 있으면 아무것도 선언하지 않아요. 트레이스와 크래시는 파일 이름과 줄 번호로 알려 줘요(ViewController.swift:14)."
        case .edit: return "FILE(기본값: 임시 폴더의 ViewController.swift)을 $EDITOR(기본값 vi)로 열고, 편집기가 끝나면 :load처럼 불러와요."
        case .source: return "`import UIKit`, `import Foundation`, `import CoreGraphics`로 들어오는 타입에 대한 keylab 자신의 Swift 소스를 보여 줘요: 프로퍼티, 이니셜라이저, 메서드와 그 규칙이에요. 아는 이름: CGFloat, CGPoint, CGRect, CGSize, TimeInterval, UIEdgeInsets."
        case .devices: return "키보드 높이는 예측 입력 바가 있는 세로 / 가로 값이에요. ≈는 어떤 출처로도 확인되지 않은 추정값이에요."
        case .device: return "ID: iphone-se, iphone-8, iphone-8-plus, iphone-x, iphone-15, iphone-pro-max, ipad. 기본값은 iphone-8이에요."
        case .add: return "KIND: view, textfield, textview, button, label, toolbar, scrollview, tableview.\nNAME: 글자, 숫자, _로 쓰고 글자로 시작해요. 루트 뷰의 이름은 view예요.\nX Y W H: 포인트 단위 프레임이에요. `in PARENT`를 쓰면 부모 뷰의 왼쪽 위 모서리에서 재요."
        case .pin: return "ANCHOR: top, bottom, leading, trailing, centerX, centerY(width와 height는 숫자를 받아요).\nTARGET: 뷰 이름, safe(safe area), keyboard(iOS 15 키보드 레이아웃 가이드).\n스토리보드처럼 어느 쪽을 먼저 써도 돼요(예시의 마지막 줄):\nsafe.trailing = title.trailing + 16이라는 뜻이라, title의 오른쪽 끝이 safe area의 오른쪽 끝보다 16 안쪽에 놓여요.\n가이드, view, 컨테이너를 먼저 쓰면 다른 쪽 뷰가 움직이고, 상수가 클수록 그 뷰가 위(왼쪽)로 가요.\n레이아웃 패스가 바로 실행돼요. 서로 충돌하거나 순환하는 제약은 거절하고 이름을 알려 줘요.\n'as NAME'은 제약에 이름을 붙여요: 뷰 컨트롤러의 아웃렛 `@IBOutlet var NAME: NSLayoutConstraint!`이 여기에 연결돼요(:strategy code)."
        case .content: return "새 스크롤 뷰의 콘텐츠 높이는 스크롤 뷰 자신과 같아요. 스크롤할 것이 생기도록 더 크게 만드세요."
        case .clear: return "기기와 방향은 그대로예요. :trace 기록은 처음부터 다시 시작해요."
        case .strategy: return "  none [forget-removal on|off] [check-local on|off]\n      아무것도 움직이지 않아요: 문제를 보여 줘요\n  shift-view [only FIELD] [guard on|off] [measure end|window|screen] [forget-removal on|off] [check-local on|off]\n      나타날 때 view.frame.origin.y -= 키보드 높이, 숨을 때 +=\n  move VIEW [resign-on-rotate on|off] [safe-area on|off] [forget-removal on|off] [check-local on|off]\n      나타날 때 뷰 하나를 키보드 높이만큼 올리고 숨을 때 되돌려요\n  constraints [push VIEW] [margin 16] [safe-area on|off] [forget-removal on|off] [check-local on|off]\n      아래쪽 제약이 −키보드 높이가 돼요. 콘텐츠 뷰의 위쪽은 겹친 만큼 + 여백만큼 밀려 올라가요\n  scroll SCROLLVIEW [threshold 0.6] [anchor 0.3] [padding 20] [forget-removal on|off] [check-local on|off]\n      content 인셋 = 키보드 + 패딩, 그다음 scrollRectToVisible\n  minimal [distance 10] [forget-removal on|off] [check-local on|off]\n      IQKeyboardManager: 필드가 키보드보다 distance 포인트 위에 있을 만큼만 루트를 올려요\n  layout-guide\n      iOS 15의 keyboardLayoutGuide: keyboard.top에 고정한 뷰가 키보드를 따라가요. 코드는 없어요\n  swiftui [ignores-keyboard on|off]\n      SwiftUI(iOS 14+): 키보드가 safe area를 줄여요. safe.bottom에 고정한 뷰가 올라가요. 코드는 없어요\n  code [CLASS | EXPRESSION]\n      직접 쓴 UIViewController 하위 클래스가 Swift로 키보드를 처리해요"
        case .navbar: return "화면이 UINavigationController 안에 있어요: 상태 표시줄 아래에 44 pt 바가 생겨요(iPhone 가로에서는 32, ≈). safe area의 위쪽이 그 높이만큼 내려가고, 바 아래로 밀려 올라간 필드는 보이지 않아요."
        case .tabbar: return "화면이 UITabBarController 안에 있어요: 홈 인디케이터 위에 49 pt 바가 생겨요(iPhone 가로에서는 32, ≈). safe area의 아래쪽이 그 높이만큼 커져요. 키보드가 탭 바를 덮으니, safe.bottom에서 키보드 높이를 빼는 코드는 바를 두 번 세요."
        case .present: return "page-sheet: iOS 13의 기본 모달이에요. iPhone 세로에서는 시트가 상태 표시줄보다 10 pt 아래에서 시작해(≈) 화면 아래까지 닿아요: iPhone 8은 y 30, iPhone X는 y 54. iPhone 가로에서는 화면을 채워요. form-sheet: iPad에서는 창 가운데의 540 × 620 시트(≈)이고, 키보드가 올라와 있는 동안 Will 알림이 지난 뒤에 위로 올라가요. iPhone에서는 페이지 시트와 같아요. 키보드 프레임은 계속 화면 좌표예요: endFrame.origin.y는 루트 뷰 안의 키보드 위쪽이 아니에요. view.convert(endFrame, from: view.window?.screen.coordinateSpace)가 그 값이에요. medium / medium-only: sheetPresentationController.detents = [.medium(), .large()] 또는 [.medium()]: 시트가 화면 절반 높이에 머물러요(≈). large 디텐트가 있으면 Will 알림이 지난 뒤 키보드가 시트를 large로 키우고, medium-only는 높이를 그대로 둔 채 키보드와 함께 올라가요(≈). 일반 너비의 iPad는 크기를 그대로 둬요. 경로: sheet.x|y|width|height. full-screen: 다시 창 전체."
        case .window: return "split N/D: 이 앱은 오른쪽에, 화면 너비의 N/D만큼(10 pt 구분선의 절반을 뺀 값, ≈). slide-over: 위아래에서 20 pt 떨어진 320 pt 패널(≈). stage-manager: 화면 너비의 80 %, 높이의 75 %인 가운데 창, 위에서 30 pt(≈). full: 다시 화면 전체. 키보드 프레임은 계속 화면 좌표예요: 뷰와 비교하기 전에 변환하세요."
        case .accessory: return "액세서리 뷰는 키보드 위에 함께 올라오고 키보드 프레임에 포함돼요(iPhone 8에서 258 + 44 = 302). 하드웨어 키보드를 쓰면 액세서리 뷰만 올라와요."
        case .insetAdjustment: return "automatic(UIKit 기본값이고, 바꾸기 전까지 모든 스크롤 뷰의 값): 스크롤되는 축(콘텐츠가 뷰보다 크거나 alwaysBounceVertical)에서 safe area가 인셋에 더해져요. 그래서 iPhone X의 전체 화면 스크롤 뷰는 contentOffset.y −44에서 멈추고 홈 인디케이터에서 34 pt를 비워 둬요.\nnever: contentInset만 써요. safe area를 코드에서 직접 더할 때 써요."
        case .focus: return "FIELD는 textfield나 textview예요. 키보드가 이미 떠 있으면 show 알림이 다시 게시돼요."
        case .keyboard: return "show/hide: 퍼스트 리스폰더 없이 시스템이 키보드를 보이거나 숨겨요.\npredictive on|off: 자판 위의 예측 입력 바(기본은 켜짐)가 높이를 바꿔요.\nhardware on|off: 하드웨어 키보드. iPhone에서는 아무것도 올라오지 않는데도(필드에 액세서리 뷰가 있으면 예외) 포커스를 받을 때와 내려놓을 때 WillHide/DidHide가 게시되고 WillShow는 없어요. iPad는 55 pt 바만 화면에 있는데도 전체 키보드 프레임(313 pt)을 게시해요.\nfloating: iPad 키보드가 작은 플로팅 키보드로 분리돼요(WillHide, 그다음에는 크기 0인 사각형 ≈을 알리는 ChangeFrame 한 쌍만). 한 번 더 쓰면 다시 붙어요(WillShow).\nsplit: iPad 키보드가 화면 너비 그대로 분리되어 둘로 나뉘어요(WillHide, 그다음에는 y 0을 알리는 ChangeFrame 한 쌍만). 한 번 더 쓰면 다시 붙어요. 두 반쪽(각각 너비의 ≈ 35 %) 사이로 앱이 보여요: 거기 있는 뷰는 가려지지 않아요.\ndrag [X] Y: 사용자가 분리된 키보드의 왼쪽 위 모서리를 화면의 (X, Y)로 끌어요. 같은 y 0 프레임의 ChangeFrame 한 쌍이 게시돼요.\nfollows-undocked on|off: view.keyboardLayoutGuide.followsUndockedKeyboard(기본은 꺼짐: 키보드가 분리된 동안 가이드는 safe area의 bottom에 머물러요).\nreduce-motion on|off: 동작 줄이기와 크로스 페이드 전환: 키보드가 제자리에서 서서히 나타나고 보이기 알림의 end 프레임은 비어 있어요(≈).\nassistant full|minimized: iPad, 하드웨어 키보드: 사용자가 어시스턴트 툴바를 최소화하거나(튕기기) 다시 펼쳐요. Stage Manager 밖에서 최소화하면 더 이상 키보드의 일부가 아니라서(숨김 시퀀스 ≈) 오른쪽 아래 모서리에서 뷰를 가려요. Stage Manager에서는 프레임이 그것을 알려요(≈ 60 × 55).\nremote: iPad 멀티태스킹에서 다른 앱의 키보드(isLocal false). 한 번 더 쓰면 숨어요. iPad 전용이에요.\nKIND: standard|emoji|cjk|third-party: 지구본 키로 키보드를 바꿔요. CJK 키보드는 두 단계로 올라오고(iPhone X에서 291 → 335), 서드파티 키보드는 로드되는 동안의 0부터 세 단계로 올라와요(iPhone 8에서 0 → 216 → 256)."
        case .rotate: return "viewWillTransition(to:with:)이 먼저 실행돼요. 키보드가 떠 있으면 예전 방향에서 숨었다가, 레이아웃 패스 뒤에 새 방향에서 다시 나타나요."
        case .screen: return "disappear는 viewWillDisappear예요(다른 화면이 위에 푸시됨): forget-removal이 켜져 있지 않으면 전략이 옵저버를 제거하고, 퍼스트 리스폰더를 내려놓아요.\nappear는 화면이 돌아오는 거예요: 옵저버를 다시 등록해요.\npop은 내비게이션 컨트롤러가 화면을 pop하는 거예요: 화면이 사라지고 뷰 컨트롤러를 놓아요. :strategy code에서는 해제됐는지 알려 줘요(self를 강하게 캡처하는 클로저가 있으면 살아남아요).\nsheet page-sheet|form-sheet: 화면이 자기 위에 시트를 띄워요. iOS 13부터 띄운 화면은 그대로 남고 viewWillDisappear를 받지 않아요. 그래서 거기서 제거하던 옵저버가 남아서 시트의 키보드(:keyboard show)에 반응해요. appear는 시트를 닫아요: viewWillAppear도 호출되지 않아요."
        case .dragDismiss: return "on-drag(.onDrag): 드래그가 시작되자마자 키보드가 숨어요.\ninteractive(.interactive): 키보드가 손가락을 따라가고, 끄는 동안에는 알림이 하나도 게시되지 않아요(keyboardLayoutGuide와 inputAccessoryView만 따라와요). 아래에서 손을 떼면 숨김 시퀀스가 와요(duration 0). :chat-bar가 있으면 숨김 시퀀스는 바에서 끝나고, 바는 화면 아래에 남아요.\ncancel은 일찍 손을 떼는 거예요: 키보드가 다시 올라가고 표시 시퀀스가 와요."
        case .keyboardType: return "TYPE: " + KeyboardType.allCases.map(\.rawValue).joined(separator: ", ") + ".\nnumber, decimal, phone 패드는 iPhone에서 예측 입력 바가 없어요. keylab은 그 높이를 예측 입력 바가 없는 키보드 높이로 두고 ≈를 붙여요(iPhone 8에서 216. 패드 높이를 기록한 로그는 찾지 못했어요). 다른 종류와 iPad는 보통 키보드 그대로예요."
        case .inputView: return "필드의 inputView(피커, 사용자 키패드)가 시스템 키보드 대신 올라오고, 알림은 그 높이를 알려요: iPhone 8에서 300이면 y 367(노치가 있는 폰에서는 ≈ 홈 인디케이터 띠가 더해져요). 하드웨어 키보드가 있어도 나타나요. 퍼스트 리스폰더인 필드라면 바뀐 내용은 :reload-input-views(reloadInputViews())나 다음 포커스를 기다려요."
        case .chatBar: return "canBecomeFirstResponder가 true이고 inputAccessoryView가 HEIGHT 높이의 바인 뷰 컨트롤러예요. 아무것도 편집하지 않는 동안 컨트롤러가 퍼스트 리스폰더이고 바는 아래에 붙어서, 그 높이의 키보드로 게시돼요(iPhone 8에서 50이면 y 617). 바 안의 텍스트 뷰인 COMPOSER는 바 아래로 키보드를 올리고(258 + 50 = 308), 다른 필드는 자기 액세서리만 가져오거나 아무것도 없어요. 필드가 퍼스트 리스폰더를 내려놓으면 WillHide는 바에서 끝나고 바는 남아요. :drag-dismiss interactive 뒤에도 그래요(duration 0, 바는 홈 인디케이터 위). 회전하면 바가 새 프레임으로 돌아와요. off는 바를 없애요(숨김 시퀀스)."
        case .reloadInputViews: return "퍼스트 리스폰더의 입력 뷰를 다시 불러와요. 키보드 프레임이 바뀌면(새 inputView) 표시 시퀀스가 새 프레임을 게시하고 begin은 이전 프레임이에요. 바뀐 게 없으면 아무것도 게시되지 않아요."
        case .layout: return "그림은 실제 비율대로예요: 뷰는 이름 붙은 상자(한 줄짜리 뷰는 [대괄호]), 키보드는 음영, 포커스 있는 필드의 가려진 부분은 표시, 점은 safe area 바깥이에요. 프레임 표는 뷰마다 부모 기준 프레임, 화면 기준 프레임, 키보드가 가린 포인트를 보여 줘요."
        case .trace: return "알림은 장면이 마지막으로 초기화된 뒤(:clear, :device) 게시된 순서대로 번호가 붙어요."
        case .json: return "device, orientation, screen, keyboard {visible, frame}, firstResponder, 그리고 뷰마다 frame(부모 좌표), screenFrame(화면 좌표), covered를 담아요. 스크롤 뷰는 contentOffset과 contentInset을 더해요."
        case .expect: return "PATH: NAME.x, NAME.y, NAME.width, NAME.height(부모 기준 프레임), NAME.screenY(화면 기준), NAME.covered(키보드 아래 포인트), NAME.offsetY와 NAME.insetBottom(스크롤 뷰), keyboard.y, keyboard.height, keyboard.endHeight, keyboard.beginFrame.y(.x/.width/.height, endFrame도), keyboardGuide.y, keyboard.gap.x/width(나뉜 키보드의 두 반쪽 사이), keyboard.assistant.x/y/width/height(최소화된 어시스턴트 툴바, 없으면 0).\nOP: == != < <= > >=. ==, !=, <=, >=는 0.5 pt까지 허용해요.\n`keylab run`에서 기대가 어긋나면 종료 상태가 1이 돼요."
        case .code: return "옵저버는 화면이 로드되거나 나타날 때 추가하고 viewWillDisappear에서 제거해요. 핸들러는 전략의 계산을 하고 알림의 duration과 curve로 애니메이션해요."
        case .explain: return "이벤트마다: userInfo가 담긴 알림, 계산이 담긴 핸들러 단계, 레이아웃 패스(기본은 켜짐). 끄면 판정만 나와요.\n인자 없이 쓰면 지금 설정을 보여 줘요."
        case .draw: return "이벤트마다: 실제 비율로 그린 화면과 프레임 표(기본은 켜짐). :layout은 언제든 그려요.\n인자 없이 쓰면 지금 설정을 보여 줘요."
        case .page: return "터미널보다 긴 출력은 페이저(있으면 `less -R`, 아니면 $KEYLAB_PAGER)로 보여 줘요. 스페이스로 넘기고 q로 나와요(기본은 켜짐).\n인자 없이 쓰면 지금 설정을 보여 줘요."
        case .animate: return "이벤트마다: 키보드 애니메이션의 0, 25, 50, 75, 100 % 지점에서 키보드와 움직인 뷰가 어디 있는지(기본은 꺼짐).\n인자 없이 쓰면 지금 설정을 보여 줘요."
        case .lesson: return "ID 없이 쓰면 하던 레슨을 이어 가요(없으면 첫 레슨을 시작해요). ID는 :lessons에 나와요. 겹치지 않으면 / 뒤의 부분만 써도 돼요."
        case .hint: return ":hint를 쓸 때마다 힌트가 하나씩 차례로 나와요. 마지막 힌트는 답을 알려 줄 수도 있어요."
        case .check: return "연습 문제의 검사를 여러분의 세션에서 실행해요: 변수에 대한 Swift 조건과 화면에 대한 :expect 줄이에요."
        case .replay: return "현재 단계의 예제를 직접 입력한 것처럼 세션에 모두 입력해요. 거기서부터 이어 갈 수 있어요."
        case .retry: return "연습 문제의 화면을 연습 문제가 시작할 때 상태로 되돌려요(Swift 선언은 그대로예요)."
        case .predict: return "PATH는 :expect와 같아요(view.y, NAME.covered, keyboard.y 등). 예측은 다음 이벤트"
            + "(:focus, :dismiss, :keyboard, :rotate 등)를 기다리고, 그 이벤트의 결과 맨 앞에 ✓나 ✗와 두 숫자가 나와요. "
            + ":predict만 쓰면 아직 기다리는 예측을 보여 줘요."
        case .audit: return "실제로 일어나는 키보드 시퀀스(" + GauntletSequence.allCases.map(\.id).joined(separator: ", ")
            + ")를 모든 기기와 방향에서 지금 화면(또는 아웃렛으로 만든 화면)에 실행하고, 단계마다 검사해요: "
            + GauntletProperty.allCases.map(\.id).joined(separator: ", ")
            + ". 실패마다 숫자와 그 실행을 다시 보여 주는 줄이 나와요. SEQUENCE, DEVICE, ORIENTATION으로 실행을 좁히고, "
            + "셋을 모두 쓰면 그 실행 하나를 단계별로 다시 보여 줘요. 컨트롤러가 없으면 지금 :strategy를 시험해요."
        }
    }
}
