/// What `keylab check-lessons` tells a lesson author: why a transcript,
/// exercise or swift block of a lesson is wrong, what `--bless` could not
/// do, and the summary line. The `file:line: error:` prefix and the lesson's
/// own quoted text stay as they are.
enum LessonCheckMessage: String, CaseIterable, MessageEntry {
    case transcriptDiffers, solutionDiffers, expected, actual, nothing
    case passesFresh, tooFewMistakesOne, tooFewMistakes, acceptsMistake, failsAfterSolution, setupFails, hiddenSetupFails
    case mistakeDoesNotCompile, mistakeNotOnScreen, unknownGauntletName
    case swiftBlockStopped, swiftBlockFails, outputBlockDiffers
    case notInTrace, noEntryContains, noPrediction, noRightPrediction, notYetTrue
    case noLanguageFolders, blessed, summary, lessonOne, lessonMany, skipped, errorOne, errorMany
    case blessedOne, blessedMany, cannotBless, cannotRead, notWhereFound, cannotWrite

    /// Whether a diagnostic reports a transcript's or solution's output
    /// (what `--bless` rewrites), in either language.
    static func isOutputDifference(_ message: String) -> Bool {
        [LessonCheckMessage.transcriptDiffers, .solutionDiffers].contains { entry in
            Language.allCases.contains { language in
                message.hasPrefix(String(entry.template(in: language).prefix { $0 != "{" }))
            }
        }
    }

    var english: String {
        switch self {
        case .transcriptDiffers: return "transcript output differs for '> {input}'"
        case .solutionDiffers: return "solution output differs for '> {input}'"
        case .expected: return "expected:"
        case .actual: return "actual:"
        case .nothing: return " (nothing)"
        case .passesFresh: return "the exercise's checks already pass in a fresh session: they cannot tell a solved exercise from an untouched one"
        case .tooFewMistakesOne: return "the exercise lists {count} mistake; list at least {minimum} wrong answers with 'mistake:' so check-lessons can prove the checks reject them"
        case .tooFewMistakes: return "the exercise lists {count} mistakes; list at least {minimum} wrong answers with 'mistake:' so check-lessons can prove the checks reject them"
        case .acceptsMistake: return "the exercise's checks pass after this mistake: they accept the wrong answer '{answer}'"
        case .failsAfterSolution: return "check fails after the solution: {detail}"
        case .mistakeDoesNotCompile: return "this mistake is refused before it reaches the screen ('{line}': {output}); a wrong answer to a view-controller exercise must run, so the check on the screen is what rejects it"
        case .mistakeNotOnScreen: return "this mistake is rejected only because the view controller could not be put on the screen: {detail}"
        case .unknownGauntletName: return "'gauntlet:' names '{name}', which is not one of the gauntlet's names ({known})"
        case .setupFails: return "setup line '{line}' fails: {output}"
        case .hiddenSetupFails: return "hidden setup line '>> {line}' fails: {output}"
        case .swiftBlockStopped: return "swift block: {stop}"
        case .swiftBlockFails: return "swift block fails with swiftc (mark UIKit code ```swift uikit):\n{output}"
        case .outputBlockDiffers: return "output block differs from what the swift block prints"
        case .notInTrace: return "not in the trace: {check}"
        case .noEntryContains: return "no Swift entry contains '{text}'"
        case .noPrediction: return "no prediction of {path} was revealed"
        case .noRightPrediction: return "no right prediction of {path} was revealed"
        case .notYetTrue: return "not yet true: {condition}"
        case .noLanguageFolders: return "no language folders (en/, ko/) with lessons here"
        case .blessed: return "blessed: {message}"
        case .summary: return "checked {lessons}{languages}: {transcripts} transcripts, {exercises} exercises, {compiled} swift blocks compiled{skipped}; {errors}{blessed}"
        case .lessonOne: return "{count} lesson"
        case .lessonMany: return "{count} lessons"
        case .skipped: return " ({count} skipped: no swiftc on the PATH)"
        case .errorOne: return "{count} error"
        case .errorMany: return "{count} errors"
        case .blessedOne: return "; blessed {count} file"
        case .blessedMany: return "; blessed {count} files"
        case .cannotBless: return "error: cannot bless {file}: {reason}"
        case .cannotRead: return "error: cannot read {file} to bless it: {reason}"
        case .notWhereFound: return "error: cannot bless {file}: its transcripts are not where the check found them; nothing was changed (run check-lessons again)"
        case .cannotWrite: return "error: cannot write {file}: {reason}"
        }
    }

    var korean: String {
        switch self {
        case .transcriptDiffers: return "transcript의 출력이 달라요: '> {input}'"
        case .solutionDiffers: return "풀이(solution)의 출력이 달라요: '> {input}'"
        case .expected: return "예상:"
        case .actual: return "실제:"
        case .nothing: return " (없음)"
        case .passesFresh: return "연습 문제의 검사가 새 세션에서 이미 통과해요: 푼 연습 문제와 손대지 않은 연습 문제를 구별하지 못해요"
        case .tooFewMistakesOne: return "연습 문제에 틀린 답이 {count}개뿐이에요. check-lessons가 검사가 틀린 답을 거부하는지 확인할 수 있도록 'mistake:'로 틀린 답을 {minimum}개 이상 적어 주세요"
        case .tooFewMistakes: return "연습 문제에 틀린 답이 {count}개 있어요. check-lessons가 검사가 틀린 답을 거부하는지 확인할 수 있도록 'mistake:'로 틀린 답을 {minimum}개 이상 적어 주세요"
        case .acceptsMistake: return "이 틀린 답 다음에도 연습 문제의 검사가 통과해요: 틀린 답 '{answer}'을(를) 받아들여요"
        case .failsAfterSolution: return "풀이 다음에도 검사가 실패해요: {detail}"
        case .mistakeDoesNotCompile: return "이 틀린 답은 화면에 닿기 전에 거부돼요('{line}': {output}). 뷰 컨트롤러 연습 문제의 틀린 답은 실행되어야 화면 위의 검사가 그것을 거부하는지 알 수 있어요"
        case .mistakeNotOnScreen: return "이 틀린 답은 뷰 컨트롤러를 화면에 올리지 못해서만 거부돼요: {detail}"
        case .unknownGauntletName: return "'gauntlet:'에 적은 '{name}'은(는) 키보드 시험대의 이름이 아니에요({known})"
        case .setupFails: return "setup 줄 '{line}'이(가) 실패해요: {output}"
        case .hiddenSetupFails: return "숨긴 준비 줄 '>> {line}'이(가) 실패해요: {output}"
        case .swiftBlockStopped: return "swift 블록: {stop}"
        case .swiftBlockFails: return "swift 블록이 swiftc에서 실패해요(UIKit 코드는 ```swift uikit로 표시해 주세요):\n{output}"
        case .outputBlockDiffers: return "output 블록이 swift 블록의 출력과 달라요"
        case .notInTrace: return "trace에 없어요: {check}"
        case .noEntryContains: return "'{text}'이(가) 들어간 Swift 입력이 없어요"
        case .noPrediction: return "{path}의 예측이 공개되지 않았어요"
        case .noRightPrediction: return "{path}의 맞는 예측이 공개되지 않았어요"
        case .notYetTrue: return "아직 참이 아니에요: {condition}"
        case .noLanguageFolders: return "여기에는 레슨이 든 언어 폴더(en/, ko/)가 없어요"
        case .blessed: return "bless로 고쳤어요: {message}"
        case .summary: return "{lessons}를 검사했어요{languages}: transcript {transcripts}개, 연습 문제 {exercises}개, 컴파일한 swift 블록 {compiled}개{skipped}; {errors}{blessed}"
        case .lessonOne: return "레슨 {count}개"
        case .lessonMany: return "레슨 {count}개"
        case .skipped: return " ({count}개 건너뜀: PATH에 swiftc가 없어요)"
        case .errorOne: return "에러 {count}개"
        case .errorMany: return "에러 {count}개"
        case .blessedOne: return "; 파일 {count}개를 bless했어요"
        case .blessedMany: return "; 파일 {count}개를 bless했어요"
        case .cannotBless: return "error: {file}을(를) bless할 수 없어요: {reason}"
        case .cannotRead: return "error: bless하려고 {file}을(를) 읽을 수 없어요: {reason}"
        case .notWhereFound: return "error: {file}을(를) bless할 수 없어요: transcript가 검사한 자리에 없어요. 아무것도 바꾸지 않았어요(check-lessons를 다시 실행해 주세요)"
        case .cannotWrite: return "error: {file}에 쓸 수 없어요: {reason}"
        }
    }
}
