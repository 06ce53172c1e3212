/// One-line summaries of the commands, as `:help` lists them. The raw value
/// is the command's name; the English text is the command's own `summary`
/// (a test keeps them equal), so English `:help` never changes by accident.
enum CommandSummaryMessage: String, CaseIterable, MessageEntry {
    case help
    case quit
    case swiftc
    case source
    case load
    case edit
    case devices
    case device
    case add
    case pin
    case content
    case remove
    case scene
    case clear
    case strategy
    case navbar
    case tabbar
    case window
    case present
    case accessory
    case insetAdjustment = "inset-adjustment"
    case focus
    case dismiss
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
    case predict
    case audit
    case code
    case explain
    case draw
    case animate
    case page
    case lessons
    case lesson
    case next
    case back
    case hint
    case check
    case solution
    case replay
    case retry
    case progress
    case resetProgress = "reset-progress"

    var english: String {
        switch self {
        case .help: return "list commands, or show one with an example"
        case .quit: return "leave (Ctrl-D too); progress is kept"
        case .swiftc: return "run this session's Swift with real swiftc"
        case .source: return "show keylab's Swift source of a UIKit type"
        case .load: return "read a Swift file into the session"
        case .edit: return "write Swift in $EDITOR, then load it"
        case .devices: return "list devices: screen and keyboard sizes"
        case .device: return "choose the device (empties the scene)"
        case .add: return "add a view (frame in its parent's space)"
        case .pin: return "constraint to a view, safe or keyboard"
        case .content: return "set a scroll view's content height"
        case .remove: return "remove a view with its subviews and pins"
        case .scene: return "print the view tree, pins and keyboard"
        case .clear: return "empty the scene (device and rotation stay)"
        case .strategy: return "choose how the screen avoids the keyboard"
        case .navbar: return "a navigation bar (the safe area grows)"
        case .tabbar: return "a tab bar (the safe area grows)"
        case .window: return "iPad Split View / Slide Over / Stage Manager window"
        case .present: return "show the screen as a page or form sheet"
        case .accessory: return "a field's inputAccessoryView (0: none)"
        case .insetAdjustment: return "contentInsetAdjustmentBehavior"
        case .focus: return "make a field first responder (keyboard up)"
        case .dismiss: return "resign first responder (keyboard down)"
        case .keyboard: return "drive the keyboard and its variants"
        case .rotate: return "rotate (no argument: toggle)"
        case .screen: return "the screen goes away or comes back"
        case .dragDismiss: return "drag the keyboard away (dismiss mode)"
        case .inputView: return "a field's custom inputView, replacing the keyboard"
        case .keyboardType: return "a field's keyboardType (number-pad, phone-pad, email, …)"
        case .chatBar: return "the view controller's own inputAccessoryView (chat composer)"
        case .reloadInputViews: return "reloadInputViews() on the first responder"
        case .layout: return "draw the screen and print the frame table"
        case .trace: return "every notification so far, with handlers"
        case .json: return "the state as one line of JSON"
        case .expect: return "check a number: prints ok or what it found"
        case .predict: return "guess a value before the next event; the event's report compares"
        case .audit: return "run your controller through the keyboard gauntlet: a pass/fail table by sequence × device"
        case .code: return "the UIKit view controller for this screen"
        case .explain: return "print notifications and arithmetic"
        case .draw: return "draw the screen after each event"
        case .animate: return "print frames at 0, 25, 50, 75, 100 %"
        case .page: return "page output taller than the terminal"
        case .lessons: return "list lessons (✓ finished, → current)"
        case .lesson: return "start a lesson, or resume where you were"
        case .next: return "go to the next step of the lesson"
        case .back: return "go back to the previous step"
        case .hint: return "show the next hint for the exercise"
        case .check: return "check your work; says what is still wrong"
        case .solution: return "show a solution (after a failed :check of your attempt)"
        case .replay: return "run this step's examples in your session"
        case .retry: return "put the exercise's own screen back"
        case .progress: return "what you have finished, topic by topic"
        case .resetProgress: return "forget all progress (asks to confirm)"
        }
    }

    var korean: String {
        switch self {
        case .help: return "명령 목록, 또는 명령 하나를 예와 함께 보여 줘요"
        case .quit: return "끝내요(Ctrl-D도 돼요). 진도는 남아요"
        case .swiftc: return "이 세션의 Swift 코드를 진짜 swiftc로 실행해요"
        case .source: return "UIKit 타입을 keylab이 Swift로 어떻게 선언했는지 보여 줘요"
        case .load: return "Swift 파일을 세션으로 불러와요"
        case .edit: return "$EDITOR에서 Swift를 쓰고 불러와요"
        case .devices: return "기기 목록: 화면과 키보드 크기"
        case .device: return "기기를 골라요(장면을 비워요)"
        case .add: return "뷰를 추가해요(프레임은 부모 뷰 좌표 기준)"
        case .pin: return "뷰, safe area, 키보드에 거는 제약"
        case .content: return "스크롤 뷰의 콘텐츠 높이를 정해요"
        case .remove: return "뷰를 하위 뷰와 핀까지 함께 지워요"
        case .scene: return "뷰 트리, 핀, 키보드를 출력해요"
        case .clear: return "장면을 비워요(기기와 회전은 그대로예요)"
        case .strategy: return "화면이 키보드를 피하는 전략을 골라요"
        case .navbar: return "내비게이션 바(safe area가 커져요)"
        case .tabbar: return "탭 바(safe area가 커져요)"
        case .window: return "iPad Split View / Slide Over / Stage Manager 창"
        case .present: return "화면을 페이지 시트나 폼 시트로 띄워요"
        case .accessory: return "필드의 inputAccessoryView(0: 없음)"
        case .insetAdjustment: return "스크롤 뷰의 contentInsetAdjustmentBehavior 설정"
        case .focus: return "필드를 퍼스트 리스폰더로 만들어요(키보드가 올라와요)"
        case .dismiss: return "퍼스트 리스폰더를 내려놓아요(키보드가 내려가요)"
        case .keyboard: return "키보드와 그 변형을 조작해요"
        case .rotate: return "회전해요(인자가 없으면 방향을 바꿔요)"
        case .screen: return "화면이 사라지거나 다시 나타나요"
        case .dragDismiss: return "키보드를 끌어서 내려요(dismiss 모드)"
        case .inputView: return "키보드를 대신하는 필드의 사용자 inputView"
        case .keyboardType: return "필드의 keyboardType(number-pad, phone-pad, email 등)"
        case .chatBar: return "뷰 컨트롤러 자신의 inputAccessoryView(채팅 입력 바)"
        case .reloadInputViews: return "퍼스트 리스폰더의 reloadInputViews()"
        case .layout: return "화면을 그리고 프레임 표를 출력해요"
        case .trace: return "지금까지 게시된 모든 알림과 핸들러"
        case .json: return "상태를 JSON 한 줄로 출력해요"
        case .expect: return "숫자를 검사해요: ok나 찾은 값을 출력해요"
        case .predict: return "다음 이벤트 전에 값을 예측해요. 이벤트 결과가 예측과 비교해 줘요"
        case .audit: return "작성한 컨트롤러를 키보드 시험대에 올려요: 시퀀스 × 기기별 통과/실패 표"
        case .code: return "이 화면의 UIKit 뷰 컨트롤러 코드"
        case .explain: return "알림과 계산 과정을 출력해요"
        case .draw: return "이벤트마다 화면을 그려요"
        case .animate: return "0, 25, 50, 75, 100 % 시점의 프레임을 출력해요"
        case .page: return "터미널보다 긴 출력을 한 화면씩 보여 줘요"
        case .lessons: return "레슨 목록(✓ 마침, → 지금 하는 레슨)"
        case .lesson: return "레슨을 시작하거나 하던 곳에서 이어서 해요"
        case .next: return "레슨의 다음 단계로 가요"
        case .back: return "이전 단계로 돌아가요"
        case .hint: return "연습 문제의 다음 힌트를 보여 줘요"
        case .check: return "작업을 검사하고 아직 틀린 곳을 알려 줘요"
        case .solution: return "풀이를 보여 줘요(직접 시도한 답의 :check가 실패한 뒤에)"
        case .replay: return "이 단계의 예제를 내 세션에서 실행해요"
        case .retry: return "연습 문제의 화면을 처음 상태로 되돌려요"
        case .progress: return "마친 것을 주제별로 보여 줘요"
        case .resetProgress: return "진도를 모두 지워요(먼저 확인을 물어요)"
        }
    }
}
