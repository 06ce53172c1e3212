/// What a failed `:controller` check tells the learner: on which device and
/// orientation, after which events, what their code gave; never the value
/// the check expected.
enum ControllerCheckMessage: String, CaseIterable, MessageEntry {
    case place, portrait, landscape, after, alsoFails, alsoFailsOne, notOnScreen, crashed, endless
    case covered, aboveSafeArea, belowScreen, valueDiffers, verdictDiffers
    case gapAbove, overlapsKeyboard, underKeyboard, insetTooLarge, insetTooSmall, noView, noKeyboard

    var english: String {
        switch self {
        case .place: return "on {device}, {orientation}"
        case .portrait: return "portrait"
        case .landscape: return "landscape"
        case .after: return "after {events}, "
        case .alsoFails: return "(and on {count} more device/orientation runs)"
        case .alsoFailsOne: return "(and on 1 more device/orientation run)"
        case .notOnScreen: return "your view controller could not be put on the screen: {why}"
        case .crashed: return "your code crashed after {after}: {crash}"
        case .endless: return "your code did not finish after {after}: it ran {steps} steps without returning (an endless loop?); the other devices were not tried"
        case .covered: return "the keyboard covers `{name}` by {amount} pt"
        case .aboveSafeArea: return "`{name}` is pushed {amount} pt above the safe area, where nobody can see it"
        case .belowScreen: return "`{name}` is below the bottom of the screen"
        case .valueDiffers: return "`{path}` is {found} with your code, which is not where `{name}` should be"
        case .verdictDiffers: return "with your code the screen ends as “{verdict}”, which is not what the task wants"
        case .noView: return "there is no view `{name}` on this screen"
        case .noKeyboard: return "the keyboard is not up"
        case .gapAbove: return "`{name}` floats {amount} pt above the keyboard instead of sitting on it"
        case .overlapsKeyboard: return "the keyboard covers the bottom {amount} pt of `{name}`"
        case .underKeyboard: return "the keyboard covers all of `{name}`: its bottom is {amount} pt below the keyboard's top"
        case .insetTooLarge: return "`{name}` can scroll further than the keyboard needs: its bottom inset (with the safe area UIKit adds) is {found}"
        case .insetTooSmall: return "the end of `{name}`'s content stays under the keyboard: its bottom inset (with the safe area UIKit adds) is {found}"
        }
    }

    var korean: String {
        switch self {
        case .place: return "{device} {orientation}에서"
        case .portrait: return "세로 방향"
        case .landscape: return "가로 방향"
        case .after: return "{events} 다음에 "
        case .alsoFails: return "(다른 기기/방향 {count}곳에서도 실패해요)"
        case .alsoFailsOne: return "(다른 기기/방향 1곳에서도 실패해요)"
        case .notOnScreen: return "뷰 컨트롤러를 화면에 올리지 못했어요: {why}"
        case .crashed: return "{after} 다음에 코드가 크래시했어요: {crash}"
        case .endless: return "{after} 다음에 코드가 끝나지 않았어요. {steps}단계를 실행하고도 돌아오지 않았어요(끝나지 않는 반복문인가요?). 다른 기기는 시험하지 않았어요"
        case .covered: return "키보드가 `{name}`을(를) {amount} pt 가려요"
        case .aboveSafeArea: return "`{name}`이(가) safe area보다 {amount} pt 위로 밀려나서 보이지 않아요"
        case .belowScreen: return "`{name}`이(가) 화면 아래쪽 밖에 있어요"
        case .valueDiffers: return "작성한 코드로는 `{path}`이(가) {found}이에요. `{name}`이(가) 있어야 할 자리가 아니에요"
        case .verdictDiffers: return "작성한 코드로는 화면이 “{verdict}” 상태로 끝나요. 과제가 원하는 상태가 아니에요"
        case .noView: return "이 화면에는 `{name}` 뷰가 없어요"
        case .noKeyboard: return "키보드가 올라와 있지 않아요"
        case .gapAbove: return "`{name}`이(가) 키보드 위에 붙지 않고 {amount} pt 떠 있어요"
        case .overlapsKeyboard: return "키보드가 `{name}`의 아래쪽 {amount} pt를 가려요"
        case .underKeyboard: return "키보드가 `{name}`을(를) 모두 가려요: 아래 끝이 키보드 윗변보다 {amount} pt 아래에 있어요"
        case .insetTooLarge: return "`{name}`이(가) 키보드에 필요한 것보다 더 스크롤돼요. 아래쪽 인셋(UIKit이 더하는 safe area 포함)이 {found}이에요"
        case .insetTooSmall: return "`{name}` 콘텐츠의 끝이 키보드 아래에 남아요. 아래쪽 인셋(UIKit이 더하는 safe area 포함)이 {found}이에요"
        }
    }
}
