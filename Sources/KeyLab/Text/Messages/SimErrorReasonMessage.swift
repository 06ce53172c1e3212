import KeyboardSim

/// The reasons inside the engine's errors: what cannot be done to the root
/// view, a refused frame, anchors that do not match, an event that cannot
/// happen now, why constraints conflict. English is the engine's own wording
/// (`SimError.message`); the `english` templates here say the same.
enum SimErrorReasonMessage: String, CaseIterable, MessageEntry {
    case rootAlwaysExists, rootCannotBeRemoved, rootCannotBePinned, rootMovedByShiftView
    case frameNotFinite, frameNegativeSize, constantNotFinite, sizeBelowZero, contentHeightBelowZero, accessoryHeightBelowZero
    case sizeAsPosition, anchorAxes, numberForPosition
    case screenNotVisible, floatingNeedsIPad, remoteNeedsIPad, screenAlreadyGone, screenAlreadyVisible
    case nothingToDrag, onlyInteractiveCancels, windowNeedsIPad
    case sameAnchorTwice, moreThanTwo, negativeHeight, negativeWidth
    case needScrollView, needScrollViewFor, needScrollOrTableView, needTextInput, needTextInputToFocus, needTextInputForAccessory
    case needTopConstraint

    var english: String {
        switch self {
        case .rootAlwaysExists: return "the root view 'view' always exists; give the new view another name"
        case .rootCannotBeRemoved: return "the root view 'view' cannot be removed; use :clear to empty the scene"
        case .rootCannotBePinned: return "the root view 'view' fills the screen and cannot be pinned; pin its subviews"
        case .rootMovedByShiftView: return "the root view 'view' is moved by shift-view; give move another view (e.g. a toolbar)"
        case .frameNotFinite: return "the frame numbers must be finite"
        case .frameNegativeSize: return "width and height must not be negative (got {width} × {height})"
        case .constantNotFinite: return "the constant must be a finite number"
        case .sizeBelowZero: return "{anchor} must be a number ≥ 0"
        case .contentHeightBelowZero: return "content height must be a number ≥ 0"
        case .accessoryHeightBelowZero: return "the accessory view's height must be 0 or more"
        case .sizeAsPosition:
            return "pin position anchors (top, bottom, leading, trailing, centerX, centerY) to each other; for a size use :pin {view}.{size} N"
        case .anchorAxes: return "{view}.{anchor} is {axis} but {target}.{targetAnchor} is {targetAxis}; pin anchors of the same axis"
        case .numberForPosition:
            return "only width and height take a plain number; pin {pinned} to another anchor (e.g. {example})"
        case .screenNotVisible: return "the screen is not visible: bring it back with :screen appear, or drive the keyboard with :keyboard show"
        case .floatingNeedsIPad: return "only the iPad keyboard can float; choose :device ipad"
        case .remoteNeedsIPad:
            return "another app's keyboard (isLocal false) exists only in iPad multitasking (Split View, Slide Over); an iPhone shows one app at a time: choose :device ipad"
        case .screenAlreadyGone: return "the screen is already gone; :screen appear brings it back"
        case .screenAlreadyVisible: return "the screen is already visible"
        case .nothingToDrag: return "no keyboard of this app is docked to drag down: focus a field first"
        case .onlyInteractiveCancels: return "only an interactive drag can be cancelled; .onDrag dismisses as soon as the drag starts"
        case .windowNeedsIPad:
            return "Split View and Slide Over exist only on the iPad: an iPhone app's window fills the screen; choose :device ipad"
        case .sameAnchorTwice: return "the same anchor is pinned twice"
        case .moreThanTwo: return "more than two of start/end/center/size"
        case .negativeHeight: return "they give a negative height ({size})"
        case .negativeWidth: return "they give a negative width ({size})"
        case .needScrollView: return "a scrollview"
        case .needScrollViewFor: return "a scrollview for .{property}"
        case .needScrollOrTableView: return "a scrollview or tableview"
        case .needTextInput: return "a textfield or textview"
        case .needTextInputToFocus: return "a textfield or textview to become first responder"
        case .needTextInputForAccessory: return "a textfield or textview (only text inputs have an inputAccessoryView)"
        case .needTopConstraint: return "a top constraint to push, e.g. {example}"
        }
    }

    var korean: String {
        switch self {
        case .rootAlwaysExists: return "루트 뷰 'view'는 늘 있어요. 새 뷰에는 다른 이름을 주세요"
        case .rootCannotBeRemoved: return "루트 뷰 'view'는 지울 수 없어요. 장면을 비우려면 :clear를 쓰세요"
        case .rootCannotBePinned: return "루트 뷰 'view'는 화면을 채우고 있어서 고정할 수 없어요. 하위 뷰를 고정하세요"
        case .rootMovedByShiftView: return "루트 뷰 'view'는 shift-view 전략이 옮겨요. move 전략에는 다른 뷰를 주세요(예: 툴바)"
        case .frameNotFinite: return "프레임의 숫자는 유한해야 해요"
        case .frameNegativeSize: return "너비와 높이는 음수일 수 없어요(받은 값: {width} × {height})"
        case .constantNotFinite: return "상수는 유한한 숫자여야 해요"
        case .sizeBelowZero: return "{anchor} 값은 0 이상의 숫자여야 해요"
        case .contentHeightBelowZero: return "콘텐츠 높이는 0 이상의 숫자여야 해요"
        case .accessoryHeightBelowZero: return "액세서리 뷰의 높이는 0 이상이어야 해요"
        case .sizeAsPosition:
            return "위치 앵커(top, bottom, leading, trailing, centerX, centerY)끼리 고정하세요. 크기는 :pin {view}.{size} N으로 정해요"
        case .anchorAxes: return "{view}.{anchor} 앵커는 {axis} 축이지만 {target}.{targetAnchor} 앵커는 {targetAxis} 축이에요. 같은 축의 앵커끼리 고정하세요"
        case .numberForPosition:
            return "숫자 하나만 받는 앵커는 width와 height뿐이에요. {pinned} 앵커는 다른 앵커에 고정하세요(예: {example})"
        case .screenNotVisible: return "화면이 보이지 않아요. :screen appear로 다시 띄우거나 :keyboard show로 키보드를 움직이세요"
        case .floatingNeedsIPad: return "떠 있는 키보드는 iPad에만 있어요. :device ipad를 고르세요"
        case .remoteNeedsIPad:
            return "다른 앱의 키보드(isLocal false)는 iPad 멀티태스킹(Split View, Slide Over)에만 있어요. iPhone은 한 번에 앱 하나만 보여요: :device ipad를 고르세요"
        case .screenAlreadyGone: return "화면이 이미 사라졌어요. :screen appear로 다시 띄울 수 있어요"
        case .screenAlreadyVisible: return "화면이 이미 보여요"
        case .nothingToDrag: return "끌어내릴, 도킹된 이 앱의 키보드가 없어요. 먼저 필드에 포커스를 주세요"
        case .onlyInteractiveCancels: return "취소할 수 있는 것은 interactive 끌기뿐이에요. .onDrag는 끌기가 시작되자마자 키보드를 내려요"
        case .windowNeedsIPad:
            return "Split View와 Slide Over는 iPad에만 있어요. iPhone 앱의 창은 화면을 꽉 채워요: :device ipad를 고르세요"
        case .sameAnchorTwice: return "같은 앵커를 두 번 고정했어요"
        case .moreThanTwo: return "start/end/center/size 중 세 개 이상을 줬어요"
        case .negativeHeight: return "이 제약대로면 높이가 음수예요({size})"
        case .negativeWidth: return "이 제약대로면 너비가 음수예요({size})"
        case .needScrollView: return "scrollview"
        case .needScrollViewFor: return ".{property}에 쓸 scrollview"
        case .needScrollOrTableView: return "scrollview나 tableview"
        case .needTextInput: return "textfield나 textview"
        case .needTextInputToFocus: return "퍼스트 리스폰더가 될 textfield나 textview"
        case .needTextInputForAccessory: return "textfield나 textview(inputAccessoryView는 텍스트 입력 뷰에만 있어요)"
        case .needTopConstraint: return "밀어 올릴 위쪽 제약(예: {example})"
        }
    }
}

extension Messages {
    /// The message of an engine error whose reason is a key, in the session's language.
    func simErrorReason(_ error: SimError) -> String {
        if language == .english { return error.message }
        switch error {
        case .rootView(let why):
            switch why {
            case .alwaysExists: return text(SimErrorReasonMessage.rootAlwaysExists)
            case .cannotBeRemoved: return text(SimErrorReasonMessage.rootCannotBeRemoved)
            case .cannotBePinned: return text(SimErrorReasonMessage.rootCannotBePinned)
            case .movedByShiftView: return text(SimErrorReasonMessage.rootMovedByShiftView)
            }
        case .invalidFrame(let why):
            switch why {
            case .notFinite: return text(SimErrorReasonMessage.frameNotFinite)
            case .negativeSize(let w, let h):
                return text(SimErrorReasonMessage.frameNegativeSize, ["width": formatNumber(w), "height": formatNumber(h)])
            case .constantNotFinite: return text(SimErrorReasonMessage.constantNotFinite)
            case .sizeBelowZero(let anchor): return text(SimErrorReasonMessage.sizeBelowZero, ["anchor": anchor])
            case .contentHeightBelowZero: return text(SimErrorReasonMessage.contentHeightBelowZero)
            case .accessoryHeightBelowZero: return text(SimErrorReasonMessage.accessoryHeightBelowZero)
            }
        case .anchorMismatch(let why):
            switch why {
            case .sizeAsPosition(let view, let size): return text(SimErrorReasonMessage.sizeAsPosition, ["view": view, "size": size])
            case .axes(let view, let anchor, let axis, let target, let targetAnchor, let targetAxis):
                return text(SimErrorReasonMessage.anchorAxes, ["view": view, "anchor": anchor, "axis": axis, "target": target,
                                                               "targetAnchor": targetAnchor, "targetAxis": targetAxis])
            case .numberForPosition(let view, let anchor):
                return text(SimErrorReasonMessage.numberForPosition, ["pinned": "\(view).\(anchor)", "example": ":pin \(view).\(anchor) to safe.\(anchor)"])
            }
        case .eventNotPossible(let why):
            switch why {
            case .screenNotVisible: return text(SimErrorReasonMessage.screenNotVisible)
            case .floatingNeedsIPad: return text(SimErrorReasonMessage.floatingNeedsIPad)
            case .remoteNeedsIPad: return text(SimErrorReasonMessage.remoteNeedsIPad)
            case .screenAlreadyGone: return text(SimErrorReasonMessage.screenAlreadyGone)
            case .screenAlreadyVisible: return text(SimErrorReasonMessage.screenAlreadyVisible)
            case .nothingToDrag: return text(SimErrorReasonMessage.nothingToDrag)
            case .onlyInteractiveCancels: return text(SimErrorReasonMessage.onlyInteractiveCancels)
            case .windowNeedsIPad: return text(SimErrorReasonMessage.windowNeedsIPad)
            case .splitNeedsIPad: return text(UndockedMessage.splitNeedsIPad)
            case .dragNeedsUndocked: return text(UndockedMessage.dragNeedsUndocked)
            case .assistantNeedsIPad: return text(AssistantMessage.needsIPad)
            }
        default:
            return simError(error)
        }
    }

    /// The kind of view an operation needs, in the session's language.
    func viewKindNeed(_ need: ViewKindNeed) -> String {
        if language == .english { return need.english }
        switch need {
        case .scrollView: return text(SimErrorReasonMessage.needScrollView)
        case .scrollViewFor(let property): return text(SimErrorReasonMessage.needScrollViewFor, ["property": property])
        case .scrollOrTableView: return text(SimErrorReasonMessage.needScrollOrTableView)
        case .textInput: return text(SimErrorReasonMessage.needTextInput)
        case .textInputToFocus: return text(SimErrorReasonMessage.needTextInputToFocus)
        case .textInputForAccessory: return text(SimErrorReasonMessage.needTextInputForAccessory)
        case .topConstraintToPush(let view):
            return text(SimErrorReasonMessage.needTopConstraint, ["example": ":pin \(view).top to safe.top + 20"])
        }
    }

    /// Why constraints conflict, in the session's language.
    func conflictReason(_ reason: ConflictReason) -> String {
        if language == .english { return reason.english }
        switch reason {
        case .sameAnchorTwice: return text(SimErrorReasonMessage.sameAnchorTwice)
        case .moreThanTwo: return text(SimErrorReasonMessage.moreThanTwo)
        case .negativeSize(let vertical, let size):
            return text(vertical ? SimErrorReasonMessage.negativeHeight : .negativeWidth, ["size": formatNumber(size)])
        }
    }
}
