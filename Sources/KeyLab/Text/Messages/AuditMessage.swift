import KeyboardSim

/// What `:audit` and `keylab audit` print (DESIGN.md §9): the table's
/// chrome, where the scene came from, the failures and the replay.
enum AuditMessage: String, CaseIterable, MessageEntry {
    case header, sceneFromScript, sceneFromCurrent, sceneFromOutlets, strategyAudited
    case sequenceColumn, oneDevice, legend, summaryAllPass, summary, notApplicable
    case failureLine, alsoOn, replayLabel, afterStep, property
    case noCode, unknownWord, replayPlace, replayPassed, replayNotApplicable, stageFailed

    var english: String {
        switch self {
        case .header: return "the keyboard gauntlet for {subject} (sequence × device × orientation; runs: {count})"
        case .sceneFromScript: return "scene: from {file}"
        case .sceneFromCurrent: return "scene: the current one ({views} views), rebuilt on every device"
        case .sceneFromOutlets: return "scene: made from the outlets ({fields}): fields stacked in the safe area, the last one at the bottom"
        case .strategyAudited: return "the built-in strategy `{strategy}`"
        case .sequenceColumn: return "sequence"
        case .oneDevice: return "on {device}:"
        case .legend: return "each cell: portrait, landscape. {pass} passes, {fail} fails, {skip} does not apply to this screen"
        case .summaryAllPass: return "passed: all {count}"
        case .summary: return "failed: {failed} of {count}"
        case .notApplicable: return "not for this screen: {count} (iPad only, no second field, no scroll view, or no room)"
        case .failureLine: return "{sequence} on {device}, {orientation}: breaks “{property}”: {finding} (after step {number}, `{step}`)"
        case .alsoOn: return "  also on: {places}"
        case .replayLabel: return "  replay: {line}"
        case .afterStep: return "after `{step}`"
        case .property: return "broken: {property}"
        case .noCode: return "nothing to audit: declare a UIViewController subclass (or `:load FILE.swift`), or pick a `:strategy`"
        case .unknownWord: return "`{word}` is not a sequence, a device or an orientation of the gauntlet"
        case .replayPlace: return "{sequence} on {device}, {orientation}: {explanation}"
        case .replayPassed: return "passed: every property holds after every step"
        case .replayNotApplicable: return "does not apply to this screen: {why}"
        case .stageFailed: return "the scene could not be built on {device}, {orientation}: {why}"
        }
    }

    var korean: String {
        switch self {
        case .header: return "{subject}의 키보드 시험대(시퀀스 × 기기 × 방향, 실행: {count}번)"
        case .sceneFromScript: return "화면: {file}에서 만들었어요"
        case .sceneFromCurrent: return "화면: 지금 화면(뷰 {views}개)을 기기마다 다시 만들었어요"
        case .sceneFromOutlets: return "화면: 아웃렛({fields})으로 만들었어요. 필드를 safe area 안에 쌓고 마지막 필드는 아래쪽에 두었어요"
        case .strategyAudited: return "기본 전략 `{strategy}`"
        case .sequenceColumn: return "시퀀스"
        case .oneDevice: return "{device}에서:"
        case .legend: return "칸마다 세로, 가로 순서예요. {pass} 통과, {fail} 실패, {skip} 이 화면에는 해당하지 않아요"
        case .summaryAllPass: return "통과: {count}번 모두"
        case .summary: return "실패: {count}번 중 {failed}번"
        case .notApplicable: return "이 화면에 해당하지 않음: {count}개(iPad 전용, 두 번째 필드 없음, 스크롤 뷰 없음, 자리 부족)"
        case .failureLine: return "{device} {orientation}의 {sequence}: “{property}” 성질이 깨져요: {finding} ({number}단계 `{step}` 다음)"
        case .alsoOn: return "  다른 곳에서도: {places}"
        case .replayLabel: return "  다시 보기: {line}"
        case .afterStep: return "`{step}` 다음"
        case .property: return "깨진 성질: {property}"
        case .noCode: return "시험할 코드가 없어요. UIViewController 하위 클래스를 선언하거나(`:load FILE.swift`) `:strategy`를 고르세요"
        case .unknownWord: return "`{word}`은(는) 시험대의 시퀀스도, 기기도, 방향도 아니에요"
        case .replayPlace: return "{device} {orientation}의 {sequence}: {explanation}"
        case .replayPassed: return "통과: 모든 단계 다음에 모든 성질이 지켜져요"
        case .replayNotApplicable: return "이 화면에는 해당하지 않아요: {why}"
        case .stageFailed: return "{device} {orientation}에서 화면을 만들지 못했어요: {why}"
        }
    }
}

/// The gauntlet's sequences, properties, findings and reasons to skip, in
/// the learner's language. English repeats the engine's own wording.
enum GauntletMessage: String, CaseIterable, MessageEntry {
    case show, switchFields, emoji, cjk, thirdParty, predictiveOn, predictiveOff, rotate, hideShow, cycles
    case disappearAppear, pushPop, interactiveDismiss, hardware, undocked, splitView, pageSheet
    case fieldVisible, insideSafeArea, sitsOnKeyboard, restingLayout, noDrift, quietOffScreen, keyboardTiming, noCrash, releasedAfterPop
    case covered, belowScreen, aboveSafeArea, gap, notRestored, drifted, handlerOffScreen, timing, crashed, stillAlive
    case needsIPad, noFieldFits, needsTwoFields, needsScrollView, otherOrientationDoesNotFit, eventNotPossible

    var english: String {
        switch self {
        case .show: return GauntletSequence.show.english
        case .switchFields: return GauntletSequence.switchFields.english
        case .emoji: return GauntletSequence.emoji.english
        case .cjk: return GauntletSequence.cjk.english
        case .thirdParty: return GauntletSequence.thirdParty.english
        case .predictiveOn: return GauntletSequence.predictiveOn.english
        case .predictiveOff: return GauntletSequence.predictiveOff.english
        case .rotate: return GauntletSequence.rotate.english
        case .hideShow: return GauntletSequence.hideShow.english
        case .cycles: return "show and hide the keyboard {count} times"
        case .disappearAppear: return GauntletSequence.disappearAppear.english
        case .pushPop: return GauntletSequence.pushPop.english
        case .interactiveDismiss: return GauntletSequence.interactiveDismiss.english
        case .hardware: return GauntletSequence.hardware.english
        case .undocked: return GauntletSequence.undocked.english
        case .splitView: return GauntletSequence.splitView.english
        case .pageSheet: return GauntletSequence.pageSheet.english
        case .fieldVisible: return GauntletProperty.fieldVisible.english
        case .insideSafeArea: return GauntletProperty.insideSafeArea.english
        case .sitsOnKeyboard: return GauntletProperty.sitsOnKeyboard.english
        case .restingLayout: return GauntletProperty.restingLayout.english
        case .noDrift: return GauntletProperty.noDrift.english
        case .quietOffScreen: return GauntletProperty.quietOffScreen.english
        case .keyboardTiming: return GauntletProperty.keyboardTiming.english
        case .noCrash: return GauntletProperty.noCrash.english
        case .releasedAfterPop: return GauntletProperty.releasedAfterPop.english
        case .covered: return "{field} is covered by {amount} pt"
        case .belowScreen: return "{field} is {amount} pt below the bottom of the screen"
        case .aboveSafeArea: return "{field} is {amount} pt above the safe area's top"
        case .gap: return "{view} floats {gap} pt above the keyboard (at most {allowed} pt)"
        case .notRestored: return "{view}.{what} is {found} with the keyboard down; it rested at {expected}"
        case .drifted: return "{view}.{what} is {found}; the same keyboard gave {first} the first time"
        case .handlerOffScreen: return "{handler} ran while the screen was off"
        case .timing: return "the animation in {notification}'s handler runs {duration} s with curve {curve}; the notification gave {givenDuration} s, curve {givenCurve}"
        case .crashed: return "crashed: {message}"
        case .stillAlive: return "{controller} is still alive after its screen was popped: a closure it keeps captures self strongly"
        case .needsIPad: return "iPad only"
        case .noFieldFits: return "no text field fits inside the safe area at rest"
        case .needsTwoFields: return "it needs a second text field"
        case .needsScrollView: return "only a scroll view can be dragged"
        case .otherOrientationDoesNotFit: return "the field does not fit in the other orientation"
        case .eventNotPossible: return "`{command}` cannot happen here: {reason}"
        }
    }

    var korean: String {
        switch self {
        case .show: return "가장 아래 필드를 탭해 키보드를 올리고, 다시 내려요"
        case .switchFields: return "키보드가 올라온 채로 다른 필드를 탭하고, 다시 처음 필드를 탭해요"
        case .emoji: return "키보드가 올라온 채로 이모지 키보드로 바꿔요: WillShow가 다시 게시돼요"
        case .cjk: return "키보드가 올라온 채로 한중일 키보드로 바꿔요: WillShow 두 번으로 커져요"
        case .thirdParty: return "키보드가 올라온 채로 서드파티 키보드로 바꿔요: 다 불러온 뒤에 커져요"
        case .predictiveOn: return "키보드가 올라온 채로 예측 입력 바가 켜져요: 키보드가 커져요"
        case .predictiveOff: return "키보드가 올라온 채로 예측 입력 바가 꺼져요: 키보드가 작아져요"
        case .rotate: return "키보드가 올라온 채로 회전했다가 돌아와요(새 프레임으로 숨었다가 다시 올라와요)"
        case .hideShow: return "키보드를 내렸다가 다시 올려요"
        case .cycles: return "키보드를 {count}번 올렸다 내려요"
        case .disappearAppear: return "키보드가 올라온 채로 화면이 사라졌다가 돌아와요"
        case .pushPop: return "키보드를 쓰는 다른 화면을 push했다가 pop으로 돌아오고, 이 화면도 pop되어 놓여나요"
        case .interactiveDismiss: return "스크롤 뷰를 끌어요: 키보드가 손가락을 따라 내려갔다가 다시 올라오고, 그다음 내려가요"
        case .hardware: return "하드웨어 키보드를 연결한 iPad: 단축 바만 보여요"
        case .undocked: return "iPad: 키보드가 올라온 채로 분리하고(WillHide) 화면 위쪽으로 끈 다음 다시 붙여요"
        case .splitView: return "Split View의 iPad: 키보드 프레임은 화면 좌표이고 창은 더 좁아요"
        case .pageSheet: return "페이지 시트에서 올렸다 내리고, 그 위에 띄운 시트가 자기 키보드를 올려요"
        case .fieldVisible: return "포커스된 필드가 모두 보여요"
        case .insideSafeArea: return "safe area 위로 밀려난 것이 없어요"
        case .sitsOnKeyboard: return "아래쪽에 붙어 있던 바가 틈 없이 키보드 위에 붙어요"
        case .restingLayout: return "키보드가 내려가면 원래 레이아웃으로 돌아와요"
        case .noDrift: return "같은 키보드는 언제나 같은 레이아웃을 만들어요"
        case .quietOffScreen: return "화면이 꺼져 있는 동안 핸들러가 실행되지 않아요"
        case .keyboardTiming: return "애니메이션이 알림의 duration과 curve를 써요"
        case .noCrash: return "크래시가 없어요"
        case .releasedAfterPop: return "화면이 pop되면 뷰 컨트롤러가 해제돼요"
        case .covered: return "키보드가 {field}을(를) {amount} pt 가려요"
        case .belowScreen: return "{field}이(가) 화면 아래쪽보다 {amount} pt 아래에 있어요"
        case .aboveSafeArea: return "{field}이(가) safe area 위쪽보다 {amount} pt 위에 있어요"
        case .gap: return "{view}이(가) 키보드 위로 {gap} pt 떠 있어요(최대 {allowed} pt)"
        case .notRestored: return "키보드가 내려갔는데 {view}.{what}이(가) {found}이에요. 원래는 {expected}였어요"
        case .drifted: return "{view}.{what}이(가) {found}이에요. 같은 키보드에서 처음에는 {first}였어요"
        case .handlerOffScreen: return "화면이 꺼져 있는 동안 {handler}이(가) 실행됐어요"
        case .timing: return "{notification} 핸들러의 애니메이션이 {duration}초, curve {curve}로 실행돼요. 알림은 {givenDuration}초, curve {givenCurve}를 줬어요"
        case .crashed: return "크래시: {message}"
        case .stillAlive: return "화면이 pop됐는데 {controller}이(가) 아직 살아 있어요. 가지고 있는 클로저가 self를 강하게 캡처해요"
        case .needsIPad: return "iPad 전용이에요"
        case .noFieldFits: return "쉬는 상태에서 safe area 안에 들어오는 텍스트 필드가 없어요"
        case .needsTwoFields: return "두 번째 텍스트 필드가 필요해요"
        case .needsScrollView: return "스크롤 뷰만 끌 수 있어요"
        case .otherOrientationDoesNotFit: return "다른 방향에서는 필드가 들어오지 않아요"
        case .eventNotPossible: return "여기서는 `{command}`이(가) 일어날 수 없어요: {reason}"
        }
    }
}
